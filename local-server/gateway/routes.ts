/**
 * The gateway's own operations (contract/gateway.ts), in both modes: the status the screens
 * poll, the cache clear of the settings and of signing out, and in live mode the local API key
 * and the web UI's sign-in link.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as gatewayContract from '../contract/gateway.js'
import { GATEWAY_SESSION_URL, gatewayApiKeyGet, gatewayApiKeyRegenerate, gatewayCacheClear, gatewayStatus } from '../contract/gateway.js'
import { type ApiTag, operationsOf } from '../features/area.js'
import type { AuthDeps } from '../mount.js'
import { mount } from '../mount.js'
import { CLEAR_OLD_SESSION_COOKIE, hasOldSessionCookie, type LocalAccess, SESSION_HEADER, sessionEntry } from './access.js'
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
  activeFaults: (request: FastifyRequest) => number,
): void {
  mount(app, auth, gatewayStatus, async ({ reply, request }) => {
    reply.header('cache-control', 'no-store')
    return { ...(await control.status()), activeFaults: activeFaults(request) }
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
    // The caller's session ended with the old key: its new one, for the UI to send from now on.
    reply.header('cache-control', 'no-store').header(SESSION_HEADER, access.session())
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
        "Redirects to the web UI with its session in the address's fragment (`/#gateway-session=S`), which the UI keeps for its tab and sends as the `X-Gateway-Session` header instead of the key. No cookie: a browser would send it to every port of the host. `serve` prints this link; the desktop app opens it for the user.",
      security: [],
      querystring: { type: 'object', properties: { key: { type: 'string', description: 'The local API key' } } },
      response: { 303: { description: 'Redirect to the web UI, with the session in the fragment', type: 'null' } },
    },
    config: { errorKind: 'current' },
    handler: async (request, reply) => {
      const key = (request.query as { key?: string }).key ?? (request.headers['x-api-key'] as string | undefined)
      if (!access.isKey(key)) return sendProblem(request, reply, 401, 'api_key_required', 'The local API key is missing or wrong')
      // `no-referrer`: the key in this address must not travel further.
      if (hasOldSessionCookie(request.headers.cookie)) reply.header('set-cookie', CLEAR_OLD_SESSION_COOKIE)
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(sessionEntry(access.session()), 303)
    },
  })
}
