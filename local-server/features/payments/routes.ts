import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the payments area's operations are mounted here by its owner.
export function registerPayments(_app: FastifyInstance, _ctx: AppContext): void {}
