/**
 * What the contract says an operation answers with a given status: a JSON body of a schema, no
 * body, a body it does not describe as JSON (a PDF, a CSV, the bank's pages), or nothing at all
 * (an undocumented status). The statuses are those of the OpenAPI document (openapi-responses.ts).
 */
import type { TSchema } from 'typebox'
import type { OperationDef } from '../contract/operation.js'
import { ERROR_MEDIA, errorStatuses } from '../plugins/openapi-responses.js'

export type ExpectedAnswer =
  | { readonly kind: 'json'; readonly schema: TSchema | { readonly $ref: string } }
  | { readonly kind: 'none' }
  | { readonly kind: 'other' }

const NONE: ExpectedAnswer = { kind: 'none' }
const OTHER: ExpectedAnswer = { kind: 'other' }
/** One `$ref` object per error kind: validators are kept by schema object (checker.ts). */
const ERROR_BODIES = Object.fromEntries(
  Object.entries(ERROR_MEDIA).map(([kind, media]) => [kind, { kind: 'json', schema: { $ref: media.ref } } satisfies ExpectedAnswer]),
) as Record<OperationDef['errorKind'], ExpectedAnswer>

/** Every status the operation documents, sorted. */
export function documentedStatuses(op: OperationDef): number[] {
  const own = Object.keys(op.ownAnswers ?? {}).map(Number)
  return [...new Set([op.successStatus, ...(op.alsoSuccess ?? []), ...errorStatuses(op), ...own])].sort((a, b) => a - b)
}

/** undefined: the operation does not document the status. `json` answers are JSON of any `+json` type. */
export function expectedAnswer(op: OperationDef, status: number, isJson: boolean): ExpectedAnswer | undefined {
  if (status === op.successStatus || op.alsoSuccess?.includes(status as 200 | 201)) {
    if (op.method === 'HEAD' || status === 204) return NONE
    if (op.produces) return OTHER
    return op.response ? { kind: 'json', schema: op.response } : NONE
  }
  const own = op.ownAnswers?.[status] !== undefined
  if (errorStatuses(op).includes(status)) {
    if (op.method === 'HEAD') return NONE
    // A status with an answer of its own (an HTML page) has the error body too, for bad requests.
    return own && !isJson ? OTHER : ERROR_BODIES[op.errorKind]
  }
  return own ? OTHER : undefined
}
