import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the credit area's operations are mounted here by its owner.
export function registerCredit(_app: FastifyInstance, _ctx: AppContext): void {}
