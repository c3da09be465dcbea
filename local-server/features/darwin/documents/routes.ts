import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../../context.js'

// Placeholder: the darwin document operations are mounted here by their owner.
export async function registerDarwinDocuments(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
