import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'

// Placeholder: the invoices area's operations are mounted here by its owner.
export function registerInvoices(_app: FastifyInstance, _ctx: AppContext): void {}
