import type { OperationDef } from '../contract/operation.js'

/**
 * A local operation of the gateway for the registrar's developers (the request log, the fault
 * rules): declared for admins, whose token the sandbox checks. In live mode there is no token the
 * gateway could check, and its access hook has already asked for the local API key
 * (gateway/index.ts): the operation is mounted without a token check.
 */
export function localOperation<O extends OperationDef>(op: O, live: boolean): O {
  return live ? { ...op, access: { public: true } } : op
}
