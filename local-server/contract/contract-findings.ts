/**
 * The live contract monitor (docs/request-log.md, "Live contract monitor"): in live mode every
 * answer of the real registry is checked against the operation's response schema in this
 * contract, and what differs is stored with the request's record (the operation summarising them
 * is in request-log.ts).
 */
import { Type, type Static } from 'typebox'
import { DateTime } from './common.js'

// Written out: a Union of mapped literals has no static type.
const FindingKindSchema = Type.Union(
  [
    Type.Literal('undocumented_status'),
    Type.Literal('missing_field'),
    Type.Literal('wrong_type'),
    Type.Literal('unknown_field'),
    Type.Literal('invalid_value'),
    Type.Literal('wrong_media_type'),
    Type.Literal('invalid_json'),
  ],
  {
    description:
      '`undocumented_status`: a status the operation does not list; `missing_field`: a required field absent; `wrong_type`: a field of another JSON type; `unknown_field`: a field the schema does not show (reported even where the schema admits more); `invalid_value`: the right type but outside the schema (format, enum, pattern, range); `wrong_media_type`: not the JSON the spec shows; `invalid_json`: a JSON answer that does not parse',
  },
)
export type ContractFindingKind = Static<typeof FindingKindSchema>

/**
 * Kinds told apart by their value (a status, a media type) rather than by a field: the summary per
 * operation lists their distinct `actual` values, and counts them, instead of fields.
 */
export const KINDS_BY_VALUE: ReadonlySet<ContractFindingKind> = new Set(['undocumented_status', 'wrong_media_type'])

const ContractFindingSchema = Type.Object(
  {
    kind: FindingKindSchema,
    path: Type.String({ description: "JSON pointer (RFC 6901) of the field in the answer's body; empty for the whole answer", examples: ['/elements/0/amount'] }),
    field: Type.String({ description: 'The same pointer with array positions written `*`: one field of every element', examples: ['/elements/*/amount'] }),
    expected: Type.Optional(Type.String({ description: 'What the spec shows: a JSON type, a rule (`format date-time`), the documented statuses' })),
    actual: Type.Optional(Type.String({ description: 'What the registry answered: a JSON type, the value (cut at 80 characters), the status or media type' })),
  },
  { title: 'Contract finding' },
)
export type ContractFinding = Static<typeof ContractFindingSchema>

const ContractNoteSchema = Type.Object(
  {
    code: Type.Union([Type.Literal('body_over_cap'), Type.Literal('findings_left_out'), Type.Literal('not_checked')], {
      description: '`body_over_cap`: the body is larger than the monitor parses, only its status and media type were checked; `findings_left_out`: more findings than are kept; `not_checked`: the monitor could not check the answer',
    }),
    text: Type.String({ description: 'The same in English, with the figures' }),
  },
  { title: 'Contract monitor note' },
)
export type ContractNote = Static<typeof ContractNoteSchema>

/** What a checked record carries (live mode, answers of the registry only). */
export const recordContractProperties = {
  contractFindings: Type.Optional(Type.Array(ContractFindingSchema, { description: "Live mode: where the registry's answer differs from the spec (at most 20); absent when the answer was not the registry's or was not checked" })),
  contractNote: Type.Optional({ ...ContractNoteSchema, description: 'Live mode: what of the answer could not be checked (a body over the cap), or how many findings were left out' }),
}

export const summaryContractProperties = {
  contractFindingCount: Type.Optional(Type.Integer({ minimum: 0, description: "Live mode: how many findings the monitor stored for the registry's answer; absent when it was not checked" })),
}

const KindCountSchema = Type.Object(
  {
    kind: FindingKindSchema,
    occurrences: Type.Integer({ minimum: 1, description: 'Findings of this kind stored' }),
    fields: Type.Array(Type.String(), { description: 'The distinct fields (`field`), at most 50; empty for `undocumented_status`' }),
    values: Type.Array(Type.String(), { description: 'The distinct `actual` values for `undocumented_status` and `wrong_media_type` (statuses, media types), at most 50' }),
  },
  { title: 'Contract findings of one kind' },
)

const OperationFindingsSchema = Type.Object(
  {
    operationId: Type.String({ examples: ['payments.list'] }),
    method: Type.String({ examples: ['GET'] }),
    path: Type.String({ description: 'The path as the spec writes it', examples: ['/v1/payments/{paymentId}'] }),
    checked: Type.Integer({ minimum: 0, description: 'Answers of the registry checked for this operation, among the records the log holds' }),
    withFindings: Type.Integer({ minimum: 0, description: 'Of them, answers with at least one finding' }),
    firstSeen: DateTime('The oldest record with a finding'),
    lastSeen: DateTime('The newest record with a finding'),
    kinds: Type.Array(KindCountSchema),
  },
  { title: 'Contract findings of one operation' },
)
export type OperationFindings = Static<typeof OperationFindingsSchema>

export const ContractFindingsPerOperationSchema = Type.Object({ operations: Type.Array(OperationFindingsSchema) }, { title: 'Contract findings per operation' })
