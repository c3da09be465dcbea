import * as customerContract from '../../contract/customer.js'
import { defineArea, operationsOf } from '../area.js'
import { registerCustomer } from './routes.js'

export const customerArea = defineArea({
  name: 'customer',
  tag: { name: 'customer', description: 'Contract, customer, e-invoicing, e-mails, GDPR, headquarter' },
  operations: operationsOf(customerContract),
  register: registerCustomer,
})
