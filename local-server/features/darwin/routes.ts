import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the darwin area's operations are mounted here by its owner.
export function registerDarwin(_app: FastifyInstance, _ctx: AppContext): void {}
