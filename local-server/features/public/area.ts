import * as publicContract from '../../contract/public.js'
import { defineArea, operationsOf } from '../area.js'
import { registerPublic } from './routes.js'

export const publicArea = defineArea({
  name: 'public',
  tag: { name: 'Public', description: 'DNS check, statistics, provinces and countries; no token' },
  operations: operationsOf(publicContract),
  register: registerPublic,
})
