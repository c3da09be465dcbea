import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the security area's operations are mounted here by its owner.
export function registerSecurity(_app: FastifyInstance, _ctx: AppContext): void {}
