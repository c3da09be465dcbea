/**
 * The payment of an invoice. Kept apart from invoices.ts because it answers the payments area's
 * PaymentSchema, and payments.ts imports InvoiceSchema from invoices.ts (no import cycle).
 */
import { InvoiceIdParams, INVOICES_ACCESS } from './invoices.js'
import { defineOperation } from './operation.js'
import { PaymentSchema } from './payments.js'

export const invoicesPayment = defineOperation({
  id: 'invoices.payment',
  errorCodes: [],
  method: 'GET',
  url: '/v1/invoices/:invoiceId/payment',
  tag: 'invoices',
  summary: 'Read the payment an invoice was issued for',
  access: INVOICES_ACCESS,
  errorKind: 'current',
  params: InvoiceIdParams,
  successStatus: 200,
  response: PaymentSchema,
  errors: [400, 401, 403, 404],
})
