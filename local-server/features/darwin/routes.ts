import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import { registerDarwinDocuments } from './documents/routes.js'

// Placeholder: the darwin area's operations are mounted here by its owner; keep the documents call.
export async function registerDarwin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerDarwinDocuments(app, ctx)
}
