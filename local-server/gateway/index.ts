/**
 * The gateway in front of the `/v1` API. In both modes: the local guard (Host, Origin) and the
 * /gateway operations. In live mode also: the local API key, the proxy to the real registry with
 * its offline cache, and no sandbox-only paths (`/oauth/…`, `/sandbox/…`).
 * buildApp registers it before the areas, so that its hooks run first on every route.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AuthDeps } from '../mount.js'
import type { ServerOptions } from '../options.js'
import { formatDateTime } from '../time.js'
import { ensurePrivateFolder } from '../core/private-files.js'
import { API_KEY_FILE, createLocalAccess, SESSION_HEADER } from './access.js'
import { CACHE_FILE, openOfflineCache } from './cache.js'
import { isLive, liveConfig } from './config.js'
import { type GatewayControl, sandboxControl } from './control.js'
import { sendProblem } from './failures.js'
import { createForwarder } from './forward.js'
import { installLocalGuard } from './guard.js'
import { proxy } from './proxy.js'
import { registerGatewayRoutes } from './routes.js'
import { createReachability } from './status.js'
import { createUpstreamToken } from './upstream-token.js'

export { isLive } from './config.js'
export type { GatewayControl } from './control.js'

/**
 * Live mode keeps the registry's route declarations for validation-free documentation only
 * (`/openapi.json` stays the same document): they are built on a throwaway empty folder, never on
 * the data folder, and no request ever reaches them (the proxy answers first).
 */
export function documentationOptions(options: ServerOptions): { options: ServerOptions; cleanup(): void } {
  liveConfig(options) // a wrong live configuration fails before anything is made
  const dir = mkdtempSync(path.join(tmpdir(), 'registrar-gateway-'))
  return { options: { ...options, dataDir: dir, empty: true }, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

const needsKey = (url: string) =>
  url.startsWith('/v1/') || (url.startsWith('/gateway/') && !url.startsWith('/gateway/status') && !url.startsWith('/gateway/session'))
const sandboxOnly = (url: string) => url.startsWith('/oauth/') || url === '/oauth' || url.startsWith('/sandbox/') || url === '/sandbox'

/** The fault rules (faults/), which the gateway installs where they belong among its own hooks. */
export interface GatewayFaults {
  /** Adds the hook that applies them. */
  install(): void
  /** The rules that may still change the requests of this request's registrar. */
  activeCount(request: FastifyRequest): number
}
const NO_FAULTS: GatewayFaults = { install: () => undefined, activeCount: () => 0 }

export async function registerGateway(
  app: FastifyInstance,
  options: ServerOptions,
  auth: AuthDeps,
  realNow: () => number = Date.now,
  faults: GatewayFaults = NO_FAULTS,
): Promise<GatewayControl> {
  installLocalGuard(app, options.host, options.allowedHosts)
  if (!isLive(options)) {
    faults.install()
    const control = sandboxControl(Math.floor(options.maxUploadMb * 1024 * 1024), app.ctx.clock.now)
    app.decorate('gateway', control)
    registerGatewayRoutes(app, auth, control, undefined, faults.activeCount)
    return control
  }
  const config = liveConfig(options)
  await ensurePrivateFolder(options.dataDir)
  const access = createLocalAccess(path.join(options.dataDir, API_KEY_FILE))
  const cache = openOfflineCache(path.join(options.dataDir, CACHE_FILE), config.cacheMaxBytes, options.nativeBinding)
  const forwarder = createForwarder({ connectTimeoutMs: config.connectTimeoutMs, timeoutMs: config.timeoutMs })
  const token = createUpstreamToken(config.upstream, config.auth, { realNow, timeoutMs: config.timeoutMs })
  const reachability = createReachability(config.upstream, forwarder, realNow)
  app.addHook('onClose', async () => {
    forwarder.close()
    cache.close()
  })
  const control: GatewayControl = {
    mode: 'live',
    async status() {
      const state = await reachability.current()
      return {
        mode: 'live',
        platform: config.platform,
        upstream: config.upstream.href.replace(/\/$/, ''),
        online: state.online,
        // A real registry runs on real time.
        registryTime: formatDateTime(realNow()),
        ...(state.lastContact !== undefined ? { lastContact: formatDateTime(state.lastContact) } : {}),
      }
    },
    clearCache: () => cache.clear(),
    apiKey: () => access.apiKey(),
    regenerateApiKey: () => access.regenerate(),
    sessionPath: () => `/gateway/session?key=${encodeURIComponent(access.apiKey())}`,
  }
  app.decorate('gateway', control)

  // The registry's own sandbox controls are not part of a real registry: hidden from the document.
  app.addHook('onRoute', (route) => {
    if (typeof route.url === 'string' && sandboxOnly(route.url)) route.schema = { ...(route.schema ?? {}), hide: true }
  })
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url
    if (sandboxOnly(url)) {
      return sendProblem(request, reply, 404, 'not_found', `No operation at ${request.method} ${url.split('?')[0]}: live mode has no sandbox paths`)
    }
    if (!needsKey(url)) return undefined
    const key = request.headers['x-api-key']
    const session = request.headers[SESSION_HEADER]
    const site = request.headers['sec-fetch-site']
    // The UI's session is a header its own script adds (never a cookie, which a browser would hand
    // to any port of 127.0.0.1), and it counts only for the UI's own requests: never for another
    // site's, even a same-site one.
    const sessionOk = (site === undefined || site === 'same-origin') && access.isSession(typeof session === 'string' ? session : undefined)
    const keyOk = access.isKey(typeof key === 'string' ? key : undefined)
    if (!keyOk && !sessionOk) {
      return sendProblem(request, reply, 401, 'api_key_required', 'The local API key is missing or wrong: send it as X-Api-Key')
    }
    request.logNote = { ...request.logNote, caller: keyOk ? 'apiKey' : 'session' }
    return undefined
  })
  // Between the key and the registry: a caller without the key gets its 401, never a fault; a
  // fault acts before anything is forwarded.
  faults.install()
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/v1/')) return proxy(request, reply, { config, token, forwarder, cache, reachability, realNow })
    return undefined
  })
  registerGatewayRoutes(app, auth, control, access, faults.activeCount)
  return control
}
