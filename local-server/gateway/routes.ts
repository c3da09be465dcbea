/**
 * The gateway's own operations (contract/gateway.ts), in both modes: the status the screens
 * poll, the cache clear of the settings and of signing out, and in live mode the local API key
 * and the web UI's sign-in link.
 */
import type { FastifyInstance } from 'fastify'
import * as gatewayContract from '../contract/gateway.js'
import { GATEWAY_SESSION_URL, gatewayApiKeyGet, gatewayApiKeyRegenerate, gatewayCacheClear, gatewayStatus } from '../contract/gateway.js'
import { type ApiTag, operationsOf } from '../features/area.js'
import type { AuthDeps } from '../mount.js'
import { mount } from '../mount.js'
import { type LocalAccess, sessionCookie } from './access.js'
import { sendProblem } from './failures.js'
import type { GatewayControl } from './control.js'

/** Not an area of the registry's API (both modes mount it, before the areas), but a tag of the document. */
export const GATEWAY_TAG: ApiTag = {
  name: 'gateway',
  description: 'The local gateway itself: mode, reachability of the registry, offline cache, local API key',
}
export const GATEWAY_OPERATIONS = operationsOf(gatewayContract)

export function registerGatewayRoutes(
  app: FastifyInstance,
  auth: AuthDeps,
  control: GatewayControl,
  access: LocalAccess | undefined,
  activeFaults: () => number,
): void {
  mount(app, auth, gatewayStatus, async ({ reply }) => {
    reply.header('cache-control', 'no-store')
    return { ...(await control.status()), activeFaults: activeFaults() }
  })
  mount(app, auth, gatewayCacheClear, () => {
    control.clearCache()
  })
  if (!access) return
  // The access hook (live.ts) has checked the key or the session before these run.
  mount(app, auth, gatewayApiKeyGet, ({ reply }) => {
    reply.header('cache-control', 'no-store')
    return { apiKey: access.apiKey() }
  })
  mount(app, auth, gatewayApiKeyRegenerate, ({ reply }) => {
    const apiKey = access.regenerate()
    reply.header('cache-control', 'no-store').header('set-cookie', sessionCookie(access.session()))
    return { apiKey }
  })
  app.route({
    method: 'GET',
    url: GATEWAY_SESSION_URL,
    schema: {
      operationId: 'gateway.session',
      tags: ['gateway'],
      summary: "Open the gateway's web UI with the local API key (live mode)",
      description:
        'Sets the HttpOnly, SameSite=Strict session cookie that the web UI uses instead of the key, then redirects to `/`. `serve` prints this link; the desktop app opens it for the user.',
      security: [],
      querystring: { type: 'object', properties: { key: { type: 'string', description: 'The local API key' } } },
      response: { 303: { description: 'Redirect to the web UI, with the session cookie', type: 'null' } },
    },
    config: { errorKind: 'current' },
    handler: async (request, reply) => {
      const key = (request.query as { key?: string }).key ?? (request.headers['x-api-key'] as string | undefined)
      if (!access.isKey(key)) return sendProblem(request, reply, 401, 'api_key_required', 'The local API key is missing or wrong')
      // `no-referrer`: the key in this address must not travel further.
      return reply
        .header('set-cookie', sessionCookie(access.session()))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect('/', 303)
    },
  })
}
