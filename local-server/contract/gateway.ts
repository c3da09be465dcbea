/**
 * The gateway's own operations (not the registry's): which registry the screens talk to and
 * whether it can be reached, the offline cache, and the local API key of live mode.
 * See docs/live-mode.md.
 */
import { Type, type Static } from 'typebox'
import { DateTime } from './common.js'
import { defineOperation } from './operation.js'

const GatewayStatusSchema = Type.Object(
  {
    mode: Type.Union([Type.Literal('sandbox'), Type.Literal('live')], { description: 'The embedded sandbox, or a proxy to a real registry' }),
    platform: Type.Union([Type.Literal('production'), Type.Literal('test'), Type.Literal('sandbox')], {
      description: "Which registry: the darwin operations are unavailable on the registry's test platform",
    }),
    upstream: Type.Optional(Type.String({ description: 'Live mode: the base address of the registry' })),
    online: Type.Boolean({ description: 'Whether the registry answered lately (always true for the sandbox)' }),
    registryTime: DateTime(
      "The registry's business time now, in its zone: the sandbox clock (which `PUT /sandbox/clock` moves) in sandbox mode, the real time in live mode. The screens take \"today\" from it, not from the computer's clock",
    ),
    lastContact: Type.Optional(DateTime('Live mode: the last time the registry answered')),
    activeFaults: Type.Integer({
      minimum: 0,
      description: 'Fault rules that may still change requests (docs/faults.md): the screens show a badge while there are any',
    }),
    maxUploadBytes: Type.Optional(
      Type.Integer({ description: "Sandbox mode: the largest darwin document the sandbox takes (`serve --max-upload-mb`); in live mode the registry decides" }),
    ),
  },
  { $id: 'GatewayStatus', title: 'Gateway status' },
)
export type GatewayStatus = Static<typeof GatewayStatusSchema>

const ApiKeySchema = Type.Object({ apiKey: Type.String({ description: 'The value to send as `X-Api-Key`' }) }, { title: 'Local API key' })

/** Who may use the developer's tools of the gateway (the request log, the fault rules), in the words of the document. */
export const DEVELOPER_TOOL_ACCESS =
  "Sandbox mode: for users in group `admin`. Live mode: needs the header `X-Api-Key` (or the session header of the gateway's own web UI) instead of a token."

const LIVE_ACCESS_NOTE =
  'In live mode this needs the header `X-Api-Key` (or the session header of the gateway\'s own web UI); it is never passed to the registry.'

export const gatewayStatus = defineOperation({
  id: 'gateway.status',
  method: 'GET',
  url: '/gateway/status',
  tag: 'gateway',
  summary: 'Which registry the gateway talks to, and whether it can be reached',
  description: 'Polled by the screens to show the mode and the offline banner. In live mode a read probes the registry when nothing was heard from it for a few seconds.',
  access: { public: true },
  errorKind: 'current',
  successStatus: 200,
  response: GatewayStatusSchema,
  errors: [],
})

export const gatewayCacheClear = defineOperation({
  id: 'gateway.cache.clear',
  method: 'DELETE',
  url: '/gateway/cache',
  tag: 'gateway',
  summary: 'Empty the offline cache',
  description: `For the settings and for signing out: every cached answer of the registry is deleted. In sandbox mode there is no cache and nothing happens. ${LIVE_ACCESS_NOTE}`,
  access: { public: true },
  errorKind: 'current',
  successStatus: 204,
  errors: [401],
})

export const gatewayApiKeyGet = defineOperation({
  id: 'gateway.apiKey.get',
  method: 'GET',
  url: '/gateway/api-key',
  tag: 'gateway',
  summary: 'Read the local API key (live mode)',
  description: `The key local tools send as \`X-Api-Key\`; it is also in the data folder's \`api-key\` file. ${LIVE_ACCESS_NOTE}`,
  access: { public: true },
  errorKind: 'current',
  successStatus: 200,
  response: ApiKeySchema,
  errors: [401],
})

export const gatewayApiKeyRegenerate = defineOperation({
  id: 'gateway.apiKey.regenerate',
  method: 'POST',
  url: '/gateway/api-key',
  tag: 'gateway',
  summary: 'Replace the local API key (live mode)',
  description: `The old key stops working at once and every UI session ends, except the caller's, which gets its new session in the answer. ${LIVE_ACCESS_NOTE}`,
  access: { public: true },
  errorKind: 'current',
  successStatus: 200,
  response: ApiKeySchema,
  errors: [401],
})

/** The web UI's sign-in link (live mode): documented by hand, as it answers with a redirect. */
export const GATEWAY_SESSION_URL = '/gateway/session'
/**
 * Live mode's web UI session (docs/live-mode.md): the sign-in link redirects to `/#gateway-session=S`
 * (a fragment never reaches a server), the UI keeps S for its tab and sends it in this header.
 */
export const GATEWAY_SESSION_FRAGMENT = 'gateway-session'
export const GATEWAY_SESSION_HEADER = 'X-Gateway-Session'
