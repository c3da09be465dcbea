import * as invoicesContract from '../../contract/invoices.js'
import * as invoicesPaymentContract from '../../contract/invoices-payment.js'
import { defineArea, operationsOf } from '../area.js'
import { registerInvoices } from './routes.js'
import { seedInvoices } from './seed.js'

export const invoicesArea = defineArea({
  name: 'invoices',
  tag: { name: 'invoices', description: 'Invoices and their PDFs' },
  operations: operationsOf(invoicesContract, invoicesPaymentContract),
  register: registerInvoices,
  seed: seedInvoices,
})
