import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the dns area's operations are mounted here by its owner.
export function registerDns(_app: FastifyInstance, _ctx: AppContext): void {}
