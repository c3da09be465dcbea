import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the registrar area's operations are mounted here by its owner.
export function registerRegistrar(_app: FastifyInstance, _ctx: AppContext): void {}
