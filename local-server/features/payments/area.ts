import * as paymentsContract from '../../contract/payments.js'
import * as paymentsSandboxContract from '../../contract/payments-sandbox.js'
import { defineArea, operationsOf } from '../area.js'
import { registerPayments } from './routes.js'
import { seedPayments } from './seed.js'

export const paymentsArea = defineArea({
  name: 'payments',
  tag: { name: 'payments', description: 'Bank and credit card payments, their reports and invoices' },
  operations: operationsOf(paymentsContract, paymentsSandboxContract),
  register: registerPayments,
  seed: seedPayments,
})
