import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the customer area's operations are mounted here by its owner.
export function registerCustomer(_app: FastifyInstance, _ctx: AppContext): void {}
