/**
 * Which codes of the one list (contract/errors.ts) each error response of an operation may carry,
 * added to the document as `x-error-codes` beside the response's schema. Derived from the
 * declaration: the general codes its inputs and access imply, and its own (`errorCodes`) or,
 * where it declares none, the codes of its area (tag).
 */
import type { OpenAPIV3_1 } from 'openapi-types'
import { ERROR_CODE_NAMES, ERROR_CODES, type ErrorCode, type ErrorCodeInfo } from '../contract/errors.js'
import type { OperationDef } from '../contract/operation.js'
import { errorStatuses } from './openapi-responses.js'

function impliedFor(info: ErrorCodeInfo, op: OperationDef): boolean {
  switch (info.implied) {
    case 'always':
      return true
    // An operation that takes no parameter ignores any sent (mount.ts): only a declared one is judged.
    case 'parameters':
      return op.query !== undefined || op.params !== undefined
    case 'body':
      return op.body !== undefined
    // Every operation refuses an unknown query parameter, but only searches judge values.
    case 'query':
      return op.query !== undefined
    case 'params':
      return op.params !== undefined
    case 'token':
      return !op.access.public
    case 'scope':
      return !op.access.public && op.access.scope !== undefined
    case 'groups':
      return !op.access.public && !op.access.everyUser
    case 'declared':
      return op.errors.includes(info.status)
    default:
      return false
  }
}

/** The codes an operation may answer with `status`, in the list's order. */
function errorCodesOf(op: OperationDef, status: number): ErrorCode[] {
  return ERROR_CODE_NAMES.filter((code) => {
    const info: ErrorCodeInfo = ERROR_CODES[code]
    if (info.status !== status) return false
    if (impliedFor(info, op)) return true
    return op.errorCodes ? op.errorCodes.includes(code) : (info.areas ?? []).some((area) => area === op.tag)
  })
}

/** Adds `x-error-codes` to every documented error response of the operations declared in contract/. */
export function addErrorCodes(document: OpenAPIV3_1.Document, operations: ReadonlyMap<string, OperationDef>): OpenAPIV3_1.Document {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      const def = typeof operation === 'object' && operation?.operationId ? operations.get(operation.operationId) : undefined
      if (!def) continue
      for (const status of errorStatuses(def)) {
        const response = operation.responses?.[String(status)] as (OpenAPIV3_1.ResponseObject & { 'x-error-codes'?: string[] }) | undefined
        const codes = errorCodesOf(def, status)
        if (response && codes.length > 0) response['x-error-codes'] = codes
      }
    }
  }
  return document
}
