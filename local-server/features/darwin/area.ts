import * as darwinRequestsContract from '../../contract/darwin-requests.js'
import * as darwinContactsContract from '../../contract/darwin-contacts.js'
import * as darwinUpdatesContract from '../../contract/darwin-updates.js'
import * as darwinDomainsContract from '../../contract/darwin-domains.js'
import * as darwinEventsContract from '../../contract/darwin-events.js'
import * as darwinDocumentsContract from '../../contract/darwin-documents.js'
import * as darwinSandboxContract from '../../contract/darwin-sandbox.js'
import { defineArea, operationsOf } from '../area.js'
import { registerDarwin } from './routes.js'
import { seedDarwin } from './seed.js'

export const darwinArea = defineArea({
  name: 'darwin',
  tag: { name: 'darwin', description: 'The darwin anomaly procedure' },
  operations: operationsOf(
    darwinRequestsContract,
    darwinContactsContract,
    darwinUpdatesContract,
    darwinDomainsContract,
    darwinEventsContract,
    darwinDocumentsContract,
    darwinSandboxContract,
  ),
  register: registerDarwin,
  seed: seedDarwin,
})
