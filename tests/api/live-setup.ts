/**
 * Live mode under test: a second instance of the embedded registry, listening on its own
 * loopback port, plays the real registry; a gateway in live mode in front of it. The registry
 * can be stopped and started again on the same port and data folder, and both have their own
 * movable real time (token expiry).
 */
import { rmSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../../local-server/app.js'
import type { ServerOptionsInput } from '../../local-server/options.js'
import { tempDataDir } from '../helpers/app.js'

export interface Registry {
  readonly url: string
  readonly port: number
  /** Every request the registry received, as `METHOD /path?query` with its Authorization. */
  readonly seen: Array<{ line: string; authorization?: string; headers: Record<string, unknown> }>
  /** Real time seen by the registry (token expiry); moved by tests. */
  now: number
  stop(): Promise<void>
  start(): Promise<void>
  /** A token for a demo user, straight from the registry. */
  token(username?: string): Promise<string>
  /** Calls the registry directly, as a client without the gateway would. */
  direct(path: string, init?: RequestInit & { as?: string }): Promise<Response>
}

export interface Gateway {
  readonly app: FastifyInstance
  readonly url: string
  readonly apiKey: string
  readonly dataDir: string
  now: number
  /** Calls the gateway with the API key (unless headers say otherwise). */
  call(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>
  close(): Promise<void>
}

async function listen(app: FastifyInstance, port = 0): Promise<number> {
  await app.listen({ host: '127.0.0.1', port })
  const address = app.server.address()
  return typeof address === 'object' && address ? address.port : port
}

/** Changes a test makes to the registry's app each time it starts (hooks that make it misbehave). */
export type RegistrySetup = (app: FastifyInstance) => void

export async function startRegistry(options: ServerOptionsInput = {}, setup?: RegistrySetup): Promise<Registry> {
  const dataDir = tempDataDir()
  let app: FastifyInstance | undefined
  let port = 0
  const seen: Registry['seen'] = []
  const registry: Registry = {
    get url() {
      return `http://127.0.0.1:${port}`
    },
    get port() {
      return port
    },
    seen,
    now: Date.now(),
    async start() {
      const built = await buildApp({ logLevel: 'silent', tokenLifetimeSeconds: 60, ...options, dataDir }, { realNow: () => registry.now })
      built.addHook('onRequest', async (request) => {
        seen.push({ line: `${request.method} ${request.url}`, headers: { ...request.headers }, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) })
      })
      setup?.(built)
      port = await listen(built, port)
      app = built
    },
    async stop() {
      await app?.close()
      app = undefined
    },
    async token(username = 'admin') {
      const res = await fetch(`${registry.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=password&username=${username}&password=sandbox`,
      })
      return ((await res.json()) as { access_token: string }).access_token
    },
    async direct(path, { as = 'admin', ...init } = {}) {
      const headers = new Headers(init.headers)
      headers.set('authorization', `Bearer ${await registry.token(as)}`)
      return fetch(`${registry.url}${path}`, { ...init, headers })
    },
  }
  await registry.start()
  cleanups.set(registry, () => rmSync(dataDir, { recursive: true, force: true }))
  return registry
}

const cleanups = new Map<object, () => void>()

/** Removes the registry's data folder once it is stopped for good. */
export async function disposeRegistry(registry: Registry): Promise<void> {
  await registry.stop()
  cleanups.get(registry)?.()
}

export async function startGateway(registry: Registry, options: ServerOptionsInput = {}): Promise<Gateway> {
  const dataDir = options.dataDir ?? tempDataDir()
  const state = { now: Date.now() }
  const app = await buildApp(
    {
      logLevel: 'silent',
      upstream: registry.url,
      tokenUrl: `${registry.url}/oauth/token`,
      username: 'admin',
      password: 'sandbox',
      upstreamConnectTimeoutMs: 1000,
      upstreamTimeoutMs: 5000,
      ...options,
      dataDir,
    },
    { realNow: () => state.now },
  )
  const port = await listen(app)
  const url = `http://127.0.0.1:${port}`
  const apiKey = app.gateway.apiKey()!
  return {
    app,
    url,
    apiKey,
    dataDir,
    get now() {
      return state.now
    },
    set now(v: number) {
      state.now = v
    },
    call(path, { key, ...init } = {}) {
      const headers = new Headers(init.headers)
      if (key !== null && !headers.has('x-api-key')) headers.set('x-api-key', key ?? app.gateway.apiKey()!)
      return fetch(`${url}${path}`, { ...init, headers })
    },
    async close() {
      await app.close()
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The answer's body as bytes, and the headers a client relies on. */
export async function snapshot(res: Response): Promise<{ status: number; type: string | null; disposition: string | null; body: Buffer }> {
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()),
  }
}

/**
 * A registry and a gateway in live mode in front of it, for the whole test file: started before its
 * tests and disposed of after them. Read them from the answer once the tests run.
 */
export function liveForSuite(gatewayOptions: ServerOptionsInput = {}, registrySetup?: RegistrySetup): { readonly registry: Registry; readonly gateway: Gateway } {
  const live = {} as { registry: Registry; gateway: Gateway }
  beforeAll(async () => {
    live.registry = await startRegistry({}, registrySetup)
    live.gateway = await startGateway(live.registry, gatewayOptions)
  }, 60_000)
  afterAll(async () => {
    await live.gateway?.close()
    if (live.registry) await disposeRegistry(live.registry)
  })
  return live
}
