import * as sandboxContract from '../../contract/sandbox.js'
import { defineArea, operationsOf } from '../area.js'
import { registerSandbox } from './routes.js'

export const sandboxArea = defineArea({
  name: 'sandbox',
  tag: { name: 'Sandbox', description: "The registry's side of the test platform; needs a token of group admin" },
  operations: operationsOf(sandboxContract),
  register: registerSandbox,
  sandboxOnly: true,
})
