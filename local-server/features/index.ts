/**
 * Every area of the API, registered explicitly (bundlers break folder scanning). Each area's
 * `register` mounts its operations from contract/<area>.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { registerCredit } from './credit/routes.js'
import { registerPayments } from './payments/routes.js'
import { registerInvoices } from './invoices/routes.js'
import { registerCustomer } from './customer/routes.js'
import { registerRegistrar } from './registrar/routes.js'
import { registerSecurity } from './security/routes.js'
import { registerPublic } from './public/routes.js'
import { registerDns } from './dns/routes.js'
import { registerDarwin } from './darwin/routes.js'
import { registerOauth } from './oauth/routes.js'
import { registerSandbox } from './sandbox/routes.js'

export type AreaRegistrar = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>

export const areas: ReadonlyArray<readonly [string, AreaRegistrar]> = [
  ['oauth', registerOauth],
  ['sandbox', registerSandbox],
  ['credit', registerCredit],
  ['payments', registerPayments],
  ['invoices', registerInvoices],
  ['customer', registerCustomer],
  ['registrar', registerRegistrar],
  ['security', registerSecurity],
  ['public', registerPublic],
  ['dns', registerDns],
  ['darwin', registerDarwin],
]
