import { fileURLToPath } from 'node:url'

// The renderer imports the API's contract (schemas and operations) and the shared field checks
// from the server's folders: one source of truth for shapes and rules. Used by every build of it.
export const rendererAliases = {
  '@contract': fileURLToPath(new URL('../local-server/contract', import.meta.url)),
  '@validation': fileURLToPath(new URL('../local-server/validation', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
}
