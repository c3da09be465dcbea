import * as registrarContract from '../../contract/registrar.js'
import { defineArea, operationsOf } from '../area.js'
import { registerRegistrar } from './routes.js'
import { seedRegistrar } from './seed.js'

/** Listed before the areas that seed after it: invoices are made out to its customer record. */
export const registrarArea = defineArea({
  name: 'registrar',
  tag: { name: 'registrar', description: 'Registrar data, public information, events and contacts' },
  operations: operationsOf(registrarContract),
  register: registerRegistrar,
  seed: seedRegistrar,
})
