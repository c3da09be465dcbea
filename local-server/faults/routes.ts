/** The fault rules' operations (contract/faults.ts), for admins in sandbox mode and with the API key in live mode. */
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../api-error.js'
import * as faultsContract from '../contract/faults.js'
import { faultsAdd, faultsClear, faultsList, faultsRemove } from '../contract/faults.js'
import { type ApiTag, operationsOf } from '../features/area.js'
import { localOperation } from '../gateway/local-operation.js'
import { type AuthDeps, mount } from '../mount.js'
import type { FaultRules } from './rules.js'

export const FAULTS_TAG: ApiTag = {
  name: 'faults',
  description: 'Fault injection: rules that make the gateway slow or failing on purpose, in both modes, to test a program against a registry in trouble',
}
export const FAULTS_OPERATIONS = operationsOf(faultsContract)

export function registerFaultRoutes(app: FastifyInstance, deps: { auth: AuthDeps; rules: FaultRules; live: boolean }): void {
  const { auth, rules, live } = deps
  mount(app, auth, localOperation(faultsList, live), ({ reply }) => {
    reply.header('cache-control', 'no-store')
    return rules.list()
  })
  mount(app, auth, localOperation(faultsAdd, live), ({ body }) => rules.add(body))
  mount(app, auth, localOperation(faultsRemove, live), ({ params }) => {
    if (!rules.remove(params.ruleId)) throw new ApiError(404, 'not_found', `No fault rule ${params.ruleId}`)
  })
  mount(app, auth, localOperation(faultsClear, live), () => rules.clear())
}
