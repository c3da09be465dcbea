/**
 * The local API answers only itself, in both modes. A request target not in its normal form is
 * refused (the router would read it as another path than the one checked). A `Host` that is not
 * the gateway's own loopback name and port is refused (a DNS-rebinding page would send its own
 * domain there), and a browser request from another origin is refused (no CORS headers are ever
 * sent, and even requests a browser would send without asking are stopped here).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sendProblem } from './failures.js'

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

function splitHost(host: string): { name: string; port: number | undefined } | undefined {
  const m = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host.trim())
  if (!m) return undefined
  return { name: m[1]!.toLowerCase(), port: m[2] === undefined ? undefined : Number(m[2]) }
}

/**
 * An address or name as a `Host` header writes it: an IPv6 address in brackets. An IPv6 address
 * always holds a colon, an IPv4 address or a host name never does. Not net.isIPv6: its first call
 * compiles Node's IPv6 pattern, about 8 ms of every start-up pinned to one core.
 */
export const bracketed = (address: string): string => (address.includes(':') ? `[${address}]` : address)

/**
 * True when `Host` names this gateway: a loopback name, the configured host, or the address the
 * connection came in on, with the port it came in on; or a name given with `--allowed-hosts`, on
 * any port (behind Docker's port mapping the client's port is not the server's). `fixedNames`
 * (the first two) are worked out once, not per request.
 */
function hostAllowed(request: FastifyRequest, fixedNames: ReadonlySet<string>, extraNames: ReadonlySet<string>): boolean {
  const host = request.headers.host
  if (!host) return false
  const parsed = splitHost(host)
  if (!parsed) return false
  if (extraNames.has(parsed.name)) return true
  const socket = request.socket as { localPort?: number; localAddress?: string } | undefined
  const localPort = socket?.localPort
  // Injected requests (tests) have no real socket and hence no port to compare.
  if (localPort !== undefined && (parsed.port ?? 80) !== localPort) return false
  if (fixedNames.has(parsed.name)) return true
  // An address literal cannot be rebound by DNS: the address the client reached is its own name.
  return socket?.localAddress !== undefined && bracketed(socket.localAddress.replace(/^::ffff:/, '')).toLowerCase() === parsed.name
}

/** The loopback names and the configured host (unless it is a wildcard address). */
function fixedNamesOf(configuredHost: string): ReadonlySet<string> {
  const names = new Set(LOOPBACK_NAMES)
  if (configuredHost && !['0.0.0.0', '::'].includes(configuredHost)) names.add(bracketed(configuredHost).toLowerCase())
  return names
}

/** An IPv4 address, or an IPv6 one in brackets, as a `Host` header writes it. */
const ADDRESS_LITERAL = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i

/**
 * With `--allowed-hosts *`, what a browser's request must still name in `Host`, on any port: a
 * loopback name, the configured host, a name given, or an address (no DNS answer can rebind an
 * address). A page of a rebound name is its own origin, so the Origin check alone lets it in.
 */
function browserHostAllowed(request: FastifyRequest, fixedNames: ReadonlySet<string>, extraNames: ReadonlySet<string>): boolean {
  const parsed = splitHost(request.headers.host ?? '')
  return parsed !== undefined && (fixedNames.has(parsed.name) || extraNames.has(parsed.name) || ADDRESS_LITERAL.test(parsed.name))
}

/** A browser's request: browsers send `Origin` with writes and `Sec-Fetch-Site` with everything. */
const fromBrowser = (request: FastifyRequest): boolean =>
  request.headers.origin !== undefined || (request.headers['sec-fetch-site'] !== undefined && request.headers['sec-fetch-site'] !== 'none')

/** True unless a browser says the request comes from another origin or site. */
function originAllowed(request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin !== undefined && origin.toLowerCase() !== `http://${request.headers.host ?? ''}`.toLowerCase()) return false
  const site = request.headers['sec-fetch-site']
  if (site === undefined || site === 'same-origin' || site === 'none') return true
  // Following a link to the UI from elsewhere opens it; it can read nothing and carries no cookie.
  return request.headers['sec-fetch-mode'] === 'navigate' && request.method === 'GET' && !request.url.startsWith('/v1/') && !request.url.startsWith('/gateway/')
}

/**
 * A percent-encoded unreserved character (RFC 3986 2.3: a letter, a digit, `-`, `.`, `_`, `~`):
 * no client needs one, and the router decodes it, so `/%67ateway/api-key` would reach
 * `/gateway/api-key` while every check on the written path saw another path.
 */
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i

/**
 * True when the request target is a path written in its one normal form, which the router reads
 * as written: the checks here, the live mode's key and its proxy decide on the written path. Not
 * an absolute target (`GET http://host/path`, which the router reads as its path) nor an
 * unreserved character percent-encoded. Reserved ones (`%2F`, `%40`) and non-ASCII ones stay
 * encoded in a path parameter.
 */
function targetInNormalForm(url: string): boolean {
  if (url.charCodeAt(0) !== 47 /* / */) return false
  if (!url.includes('%')) return true
  const end = url.search(/[?#]/)
  return !ENCODED_UNRESERVED.test(end === -1 ? url : url.slice(0, end))
}

/**
 * `allowedHosts`: names accepted in `Host` on any port besides the loopback ones; `*` accepts any
 * name from clients that are not browsers (a server in a container, reached by its service name
 * or a mapped port), while a browser's request must still name it as `browserHostAllowed` says:
 * `docker run -p 8787:8787` listens on every interface, where a developer's browser and the local
 * network reach it. The Origin check stays in every case.
 */
export function installLocalGuard(app: FastifyInstance, configuredHost: string, allowedHosts: readonly string[] = []): void {
  const fixedNames = fixedNamesOf(configuredHost)
  const anyHost = allowedHosts.includes('*')
  const extraNames = new Set(allowedHosts.map((name) => name.toLowerCase()))
  // The answer for each connection's last Host: a client sends the same one on a connection, and
  // the answer depends on nothing else (a connection's own address and port never change).
  const answered = new WeakMap<object, { host: string | undefined; allowed: boolean }>()
  const hostAllowedCached = (request: FastifyRequest): boolean => {
    const socket = request.socket as object | undefined
    if (!socket) return hostAllowed(request, fixedNames, extraNames)
    const host = request.headers.host
    let known = answered.get(socket)
    if (known === undefined || known.host !== host) {
      known = { host, allowed: hostAllowed(request, fixedNames, extraNames) }
      answered.set(socket, known)
    }
    return known.allowed
  }
  // A callback hook, not an async one: it runs on every request, and a promise costs more than the checks.
  app.addHook('onRequest', (request, reply, done) => {
    if (!targetInNormalForm(request.url)) {
      sendProblem(request, reply, 400, 'bad_request', 'The request target must be a path, with no letter, digit or -._~ percent-encoded')
    } else if (anyHost ? fromBrowser(request) && !browserHostAllowed(request, fixedNames, extraNames) : !hostAllowedCached(request)) {
      sendProblem(request, reply, 421, 'host_not_allowed', 'This local server answers only to its own loopback address and port')
    } else if (!originAllowed(request)) {
      sendProblem(request, reply, 403, 'origin_not_allowed', 'Pages of other origins may not call this local server')
    } else {
      done()
    }
  })
}
