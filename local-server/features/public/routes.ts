import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the public area's operations are mounted here by its owner.
export function registerPublic(_app: FastifyInstance, _ctx: AppContext): void {}
