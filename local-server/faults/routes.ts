/**
 * The fault rules' operations (contract/faults.ts), for admins in sandbox mode and with the API key
 * in live mode. An admin reads and changes only their own registrar's rules (rules.ts); live mode
 * has one registrar.
 */
import type { FastifyInstance } from 'fastify'
import type { Principal } from '../core/tokens.js'
import { ApiError } from '../api-error.js'
import * as faultsContract from '../contract/faults.js'
import { faultsAdd, faultsClear, faultsList, faultsRemove } from '../contract/faults.js'
import { type ApiTag, operationsOf } from '../features/area.js'
import { localOperation } from '../gateway/local-operation.js'
import { type AuthDeps, mount } from '../mount.js'
import { type FaultRules, LIVE_REGISTRAR } from './rules.js'

export const FAULTS_TAG: ApiTag = {
  name: 'faults',
  description: 'Fault injection: rules that make the gateway slow or failing on purpose, in both modes, to test a program against a registry in trouble',
}
export const FAULTS_OPERATIONS = operationsOf(faultsContract)

export function registerFaultRoutes(app: FastifyInstance, deps: { auth: AuthDeps; rules: FaultRules; live: boolean }): void {
  const { auth, rules, live } = deps
  const registrarOf = (principal: Principal | undefined): number => {
    if (live) return LIVE_REGISTRAR
    // Sandbox: the operations are an admin's, whose token mount() has checked.
    if (!principal) throw new ApiError(401, 'unauthenticated', 'A bearer token is required')
    return principal.registrarId
  }
  mount(app, auth, localOperation(faultsList, live), ({ principal, reply }) => {
    reply.header('cache-control', 'no-store')
    return rules.list(registrarOf(principal))
  })
  mount(app, auth, localOperation(faultsAdd, live), ({ principal, body }) => rules.add(registrarOf(principal), body))
  mount(app, auth, localOperation(faultsRemove, live), ({ principal, params }) => {
    if (!rules.remove(registrarOf(principal), params.ruleId)) throw new ApiError(404, 'not_found', `No fault rule ${params.ruleId}`)
  })
  mount(app, auth, localOperation(faultsClear, live), ({ principal }) => rules.clear(registrarOf(principal)))
}
