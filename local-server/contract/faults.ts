/**
 * Fault injection (docs/faults.md): rules that make the gateway slow or failing on purpose, in
 * both modes (in live mode before anything is forwarded), so that a registrar's program can be
 * tested against a registry that answers late, answers errors, drops the connection or never
 * answers. Local operations, outside `/v1`, like the request log.
 */
import { Type, type Static } from 'typebox'
import { DEVELOPER_TOOL_ACCESS } from './gateway.js'
import { defineOperation } from './operation.js'


const FaultMatchSchema = Type.Object(
  {
    operationId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'An operation of `/openapi.json` by its `operationId`, e.g. `invoices.list`' })),
    path: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 300,
        pattern: '^/',
        description: 'A path pattern: `*` stands for one segment, `**` for any rest, e.g. `/v1/invoices/*/pdf` or `/v1/darwin/**`',
      }),
    ),
    method: Type.Optional(Type.String({ pattern: '^[A-Za-z]{1,16}$', description: 'Only requests of this method (any case); absent: every method' })),
  },
  { additionalProperties: false, title: 'Fault match', description: 'Which requests the rule may change: `operationId` or `path` (not both), and optionally `method`' },
)

const FaultActionSchema = Type.Union(
  [
    Type.Object(
      {
        kind: Type.Literal('delay'),
        ms: Type.Integer({ minimum: 0, maximum: 120_000, description: 'The delay, or the shortest of a range' }),
        maxMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 120_000, description: 'With it, a delay drawn evenly between `ms` and `maxMs`' })),
      },
      { additionalProperties: false, title: 'Delay', description: 'Answers as usual, after a delay' },
    ),
    Type.Object(
      {
        kind: Type.Literal('error'),
        status: Type.Integer({ minimum: 400, maximum: 599, default: 503, description: 'The status answered' }),
        detail: Type.Optional(Type.String({ maxLength: 300, description: 'The error body\'s detail (a default names the rule)' })),
      },
      { additionalProperties: false, title: 'Error', description: "Answers this status with the operation's own error body kind, code `fault_injected`, instead of the registry" },
    ),
    Type.Object({ kind: Type.Literal('drop') }, { additionalProperties: false, title: 'Dropped connection', description: 'Closes the connection without an answer' }),
    Type.Object(
      {
        kind: Type.Literal('timeout'),
        ms: Type.Optional(Type.Integer({ minimum: 1, maximum: 600_000, default: 300_000, description: 'How long the connection is held before it is closed' })),
      },
      { additionalProperties: false, title: 'Timeout', description: 'Never answers: the connection is held until the client gives up (or `ms` pass, then it is closed)' },
    ),
  ],
  { description: 'What the rule does to a request it matches' },
)

export const FaultRuleInputSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100, description: 'A name for people; the log and the screens show it' })),
    match: FaultMatchSchema,
    action: FaultActionSchema,
    probability: Type.Number({ minimum: 0, maximum: 1, default: 1, description: 'The chance that a matching request is changed, 0 to 1' }),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Changes this many requests, then stays listed as spent; absent: no end' })),
  },
  { additionalProperties: false, title: 'Fault rule' },
)
export type FaultRuleInput = Static<typeof FaultRuleInputSchema>

const FaultRuleSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: "The rule's number" }),
    ...FaultRuleInputSchema.properties,
    applied: Type.Integer({ minimum: 0, description: 'Requests it has changed' }),
    active: Type.Boolean({ description: 'False once `count` requests were changed' }),
  },
  { title: 'Fault rule (as kept)' },
)
export type FaultRule = Static<typeof FaultRuleSchema>

/** The `serve --faults FILE` format: the same rules. */
export const FaultFileSchema = Type.Object({ rules: Type.Array(FaultRuleInputSchema, { maxItems: 100 }) }, { additionalProperties: false, title: 'Fault rules file' })
export type FaultFile = Static<typeof FaultFileSchema>

export const faultsList = defineOperation({
  id: 'faults.list',
  method: 'GET',
  url: '/gateway/faults',
  tag: 'faults',
  summary: 'List the fault rules',
  description: `In the order they are tried: the first active rule that matches a request (and whose chance comes up) changes it. ${DEVELOPER_TOOL_ACCESS}`,
  access: { groups: ['admin'] },
  errorKind: 'current',
  successStatus: 200,
  response: Type.Array(FaultRuleSchema),
  errors: [401, 403],
})

export const faultsAdd = defineOperation({
  id: 'faults.add',
  method: 'POST',
  url: '/gateway/faults',
  tag: 'faults',
  summary: 'Add a fault rule',
  description: `It applies from the next request, after the rules already there. Requests to \`/gateway/…\`, \`/health\`, \`/openapi.json\` and the web UI are never changed. ${DEVELOPER_TOOL_ACCESS}`,
  access: { groups: ['admin'] },
  errorKind: 'current',
  body: FaultRuleInputSchema,
  successStatus: 201,
  response: FaultRuleSchema,
  errors: [400, 401, 403],
})

export const faultsRemove = defineOperation({
  id: 'faults.remove',
  method: 'DELETE',
  url: '/gateway/faults/:ruleId',
  tag: 'faults',
  summary: 'Remove a fault rule',
  description: DEVELOPER_TOOL_ACCESS,
  access: { groups: ['admin'] },
  errorKind: 'current',
  params: Type.Object({ ruleId: Type.Integer({ minimum: 1, description: "The rule's number" }) }),
  successStatus: 204,
  errors: [400, 401, 403, 404],
})

export const faultsClear = defineOperation({
  id: 'faults.clear',
  method: 'DELETE',
  url: '/gateway/faults',
  tag: 'faults',
  summary: 'Remove every fault rule',
  description: DEVELOPER_TOOL_ACCESS,
  access: { groups: ['admin'] },
  errorKind: 'current',
  successStatus: 204,
  errors: [401, 403],
})
