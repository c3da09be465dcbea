import * as securityContract from '../../contract/security.js'
import { defineArea, operationsOf } from '../area.js'
import { registerSecurity } from './routes.js'
import { seedSecurity } from './seed.js'

export const securityArea = defineArea({
  name: 'security',
  tag: { name: 'security', description: 'Allowed IP addresses, the authenticated user, users' },
  operations: operationsOf(securityContract),
  register: registerSecurity,
  seed: seedSecurity,
})
