import * as dnsContract from '../../contract/dns.js'
import { defineArea, operationsOf } from '../area.js'
import { registerDns } from './routes.js'

/** The DNS check: its operations are listed under the `public` tag (no token needed). */
export const dnsArea = defineArea({
  name: 'dns',
  operations: operationsOf(dnsContract),
  register: registerDns,
})
