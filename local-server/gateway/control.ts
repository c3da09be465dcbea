import type { GatewayStatus } from '../contract/gateway.js'
import { formatDateTime } from '../time.js'

/**
 * What the app (the desktop shell's main process, `serve`) may ask of the gateway in-process,
 * as `app.gateway`: the same things the /gateway operations offer over HTTP.
 */
export interface GatewayControl {
  readonly mode: 'sandbox' | 'live'
  /** The status but for the fault rules, which the status operation adds (faults/). */
  status(): Promise<Omit<GatewayStatus, 'activeFaults'>>
  clearCache(): void
  /** Live mode: the local API key; undefined in sandbox mode. */
  apiKey(): string | undefined
  /** Live mode: a new key (the old one and every UI session stop working). */
  regenerateApiKey(): string | undefined
  /** Live mode: the address that opens the web UI signed in (`/gateway/session?key=…`). */
  sessionPath(): string | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayControl
  }
}

/**
 * The embedded sandbox: no cache, no key; its status also gives its upload limit and the time of
 * its clock (`now`, the business clock the sandbox moves).
 */
export const sandboxControl = (maxUploadBytes: number, now: () => number): GatewayControl => ({
  mode: 'sandbox',
  status: async () => ({ mode: 'sandbox', platform: 'sandbox', online: true, registryTime: formatDateTime(now()), maxUploadBytes }),
  clearCache: () => {},
  apiKey: () => undefined,
  regenerateApiKey: () => undefined,
  sessionPath: () => undefined,
})
