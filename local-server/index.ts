/**
 * The embedded registry: what `serve` and the desktop app's gateway worker (process/worker.ts)
 * start. main/ imports only its types (a lint rule, docs/testing.md): the server runs in a
 * process of its own.
 */
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import type { ServerOptionsInput } from './options.js'

// What the desktop shell (main/) uses of the server, as types.
export type { ServerOptions, ServerOptionsInput } from './options.js'

export interface RunningServer {
  readonly app: FastifyInstance
  /** `http://host:port`, with the port actually bound. */
  readonly url: string
  close(): Promise<void>
}

/**
 * How long a stop waits for the requests under way: a client that stalls an upload would otherwise
 * hold the stop for as long as it likes (a container runtime kills after 10 s anyway). What it cuts
 * short is left in the file store's partial folder, swept at the next start (core/files.ts).
 */
export const CLOSE_GRACE_MS = 5000

/** Closes the server, its connections cut once `graceMs` has passed; the data folder is let go after. */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs)
  try {
    await app.close()
  } finally {
    clearTimeout(cut)
  }
}

export async function startServer(options: ServerOptionsInput, closeGraceMs = CLOSE_GRACE_MS): Promise<RunningServer> {
  const app = await buildApp(options)
  const host = app.ctx.options.host
  try {
    await app.listen({ host, port: app.ctx.options.port })
  } catch (err) {
    // A port taken: the data folder and its lock are let go, for a start on another port.
    await app.close()
    throw err
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : app.ctx.options.port
  const shownHost = host.includes(':') ? `[${host}]` : host
  return { app, url: `http://${shownHost}:${port}`, close: () => closeWithin(app, closeGraceMs) }
}
