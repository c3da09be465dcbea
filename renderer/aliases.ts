import { fileURLToPath } from 'node:url'

// The renderer imports the API's contract (schemas and operations) and the rules the server's
// services apply (validation/: Italian identifiers, IP addresses, document files, the darwin
// workflow, euro amounts, the registry's date) from the server's folders: one source of truth.
// Used by every build of it.
export const rendererAliases = {
  '@contract': fileURLToPath(new URL('../local-server/contract', import.meta.url)),
  '@validation': fileURLToPath(new URL('../local-server/validation', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
}
