/**
 * Every area of the API, registered explicitly (bundlers break folder scanning). Each area's
 * `register` mounts its operations from contract/<area>.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context.js'
import { registerOauth } from './oauth/routes.js'
import { registerSandbox } from './sandbox/routes.js'

export type AreaRegistrar = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>

export const areas: ReadonlyArray<readonly [string, AreaRegistrar]> = [
  ['oauth', registerOauth],
  ['sandbox', registerSandbox],
]
