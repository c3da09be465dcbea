/**
 * Which headers cross the gateway. Hop-by-hop headers (RFC 9110 7.6.1) never do, nor those a
 * `Connection` header names. The caller's own credentials (Authorization, X-Api-Key,
 * X-Gateway-Session, Cookie) stay here: the gateway adds the registrar's token itself. Nothing of
 * the registry's cookies or CORS policy reaches the local origin.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

const NEVER_UP = new Set([
  // Headers some servers and frameworks read as another path or method than the request's own.
  'x-original-url',
  'x-rewrite-url',
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
  'host',
  'authorization',
  'x-api-key',
  'x-gateway-session',
  'cookie',
  // The registry must not see local addresses or the gateway's origin.
  'origin',
  'referer',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  // Answers are cached and may be replayed to another local client: ask for them uncompressed.
  'accept-encoding',
  // Conditional answers (304) would leave nothing to cache.
  'if-none-match',
  'if-modified-since',
  // Fetch metadata describes the local page, not a request to the registry.
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
])

const NEVER_DOWN = new Set(['set-cookie', 'alt-svc', 'strict-transport-security', 'content-security-policy'])

function namedInConnection(headers: IncomingHttpHeaders): Set<string> {
  const value = headers.connection
  return new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
}

function copy(headers: IncomingHttpHeaders, drop: (name: string) => boolean): OutgoingHttpHeaders {
  const named = namedInConnection(headers)
  const out: OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (value === undefined || HOP_BY_HOP.has(lower) || named.has(lower) || drop(lower)) continue
    out[lower] = value
  }
  return out
}

/** The caller's headers as sent on to the registry (without Authorization, which is added later). */
export function upstreamRequestHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return copy(headers, (n) => NEVER_UP.has(n) || n.startsWith('sec-ch-'))
}

/** Content types a browser shows as a page that can run scripts: HTML, XHTML, SVG, XML. */
const ACTIVE_CONTENT = /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\s*(?:;|$)/i

/**
 * What every answer of the registry passed on (live or from the cache) also carries. It is served
 * on the local origin, where a page the registry or a proxy in front of it sent (an HTML error
 * page) would run with the UI's session: no type sniffing, and a page of an active type (or of
 * none) gets a policy without scripts, frames, forms or anything loaded, in a sandbox.
 */
export function answerGuardHeaders(contentType: unknown): OutgoingHttpHeaders {
  const active = typeof contentType !== 'string' || ACTIVE_CONTENT.test(contentType)
  return { 'x-content-type-options': 'nosniff', ...(active ? { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'; form-action 'none'; sandbox" } : {}) }
}

/** The registry's answer headers as passed back to the caller. */
export function downstreamHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return { ...copy(headers, (n) => NEVER_DOWN.has(n) || n.startsWith('access-control-') || n.startsWith('x-gateway-')), ...answerGuardHeaders(headers['content-type']) }
}

/** The headers kept with a cached answer: what a client needs to read the body again. */
const CACHED_HEADERS = ['content-type', 'content-disposition', 'content-language', 'last-modified', 'etag'] as const

export function headersToCache(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of CACHED_HEADERS) {
    const value = headers[name]
    if (typeof value === 'string') out[name] = value
  }
  return out
}
