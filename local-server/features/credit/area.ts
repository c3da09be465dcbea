import * as creditContract from '../../contract/credit.js'
import { defineArea, operationsOf } from '../area.js'
import { registerCredit } from './routes.js'

export const creditArea = defineArea({
  name: 'credit',
  tag: { name: 'credit', description: 'Credit, credit on a date and the warning threshold' },
  operations: operationsOf(creditContract),
  register: registerCredit,
})
