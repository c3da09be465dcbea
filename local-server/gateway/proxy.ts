/**
 * Passes one `/v1/…` request to the registry with the registrar's token, and its answer back:
 * bodies stream both ways, successful GET answers are copied into the offline cache on the way
 * through, and when the registry cannot be reached a cached GET stands in, marked stale.
 */
import type { IncomingMessage } from 'node:http'
import { PassThrough, pipeline } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OperationDef } from '../contract/operation.js'
import { formatDateTime } from '../time.js'
import { type CachedAnswer, cacheAddress, type OfflineCache } from './cache.js'
import { type LiveConfig, upstreamUrl } from './config.js'
import { failureAnswer, isOffline, sendProblem, UpstreamFailure } from './failures.js'
import type { Forwarder } from './forward.js'
import { answerGuardHeaders, downstreamHeaders, headersToCache, upstreamRequestHeaders } from './headers.js'
import type { Reachability } from './status.js'
import type { UpstreamToken } from './upstream-token.js'

export interface ProxyDeps {
  readonly config: LiveConfig
  readonly token: UpstreamToken
  readonly forwarder: Forwarder
  readonly cache: OfflineCache
  readonly reachability: Reachability
  readonly realNow: () => number
}

/** Small bodies (JSON, XML) are held so that a request can be sent again after a token renewal. */
const REPLAYABLE_BYTES = 1024 * 1024

type Body = { kind: 'none' } | { kind: 'buffer'; data: Buffer } | { kind: 'stream' }

async function readBody(request: FastifyRequest): Promise<Body> {
  const length = request.headers['content-length']
  const chunked = request.headers['transfer-encoding'] !== undefined
  if (!chunked && (length === undefined || length === '0')) return { kind: 'none' }
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '')
  // Uploads stream through untouched; they are never held in memory.
  if (chunked || multipart || Number(length) > REPLAYABLE_BYTES) return { kind: 'stream' }
  const chunks: Buffer[] = []
  for await (const chunk of request.raw) chunks.push(chunk as Buffer)
  return { kind: 'buffer', data: Buffer.concat(chunks) }
}

function sendStale(reply: FastifyReply, hit: CachedAnswer, head: boolean): FastifyReply {
  reply
    .code(hit.status)
    .headers({ ...hit.headers, ...answerGuardHeaders(hit.headers['content-type']), 'x-gateway-cache': 'stale', 'x-gateway-fetched-at': formatDateTime(hit.fetchedAt), 'cache-control': 'no-store' })
  return head ? reply.send() : reply.send(hit.body)
}

/**
 * A path with a segment that, decoded, climbs (`..` or `.`), also beside an encoded slash or
 * backslash (`..%2f`): servers and proxies that decode `%2F` before resolving dots would read
 * `/v1/..%2foauth/token` as `/oauth/token`. An encoded slash is otherwise kept, as a name may hold one.
 */
function climbs(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return true
    }
    return decoded.split(/[/\\]/).some((part) => part === '..' || part === '.')
  })
}

export async function proxy(request: FastifyRequest, reply: FastifyReply, deps: ProxyDeps): Promise<FastifyReply> {
  const method = request.method
  const read = method === 'GET' || method === 'HEAD'
  const pathAndQuery = request.raw.url ?? request.url
  const target = upstreamUrl(deps.config.upstream, pathAndQuery)
  // `/v1/../oauth/token` must not reach the registry's other paths, nor the spellings some servers
  // read as `..` or as a slash: `..;` (a path parameter, in Java servers), an encoded backslash,
  // an encoded slash beside dots.
  if (!target.pathname.startsWith(`${deps.config.upstream.pathname.replace(/\/$/, '')}/v1/`) || /;|%5c/i.test(target.pathname) || climbs(target.pathname)) {
    return sendProblem(request, reply, 404, 'not_found', `No operation at ${method} ${request.url.split('?')[0]}`)
  }
  const address = cacheAddress(pathAndQuery)
  const headers = upstreamRequestHeaders(request.headers)
  const body = await readBody(request)
  if (body.kind === 'buffer') request.logNote = { ...request.logNote, body: body.data }
  const replayable = body.kind !== 'stream'
  const send = async (): Promise<IncomingMessage> => {
    const token = await deps.token.current()
    const attempt = () =>
      deps.forwarder.send({
        method,
        url: target,
        headers: { ...headers, authorization: `Bearer ${token}` },
        ...(body.kind === 'buffer' ? { body: body.data } : body.kind === 'stream' ? { body: request.raw } : {}),
      })
    try {
      return await attempt()
    } catch (err) {
      // A kept-alive connection the registry had closed, which only reads use (forward.ts): the
      // read may or may not have got there, and reading twice is harmless.
      if (err instanceof UpstreamFailure && err.staleConnection && read) return attempt()
      throw err
    }
  }

  let res: IncomingMessage
  const asked = performance.now()
  // The registry's share of the request's time, for the request log: until its answer's headers.
  const noteWait = () => void (request.logNote = { ...request.logNote, upstreamMs: performance.now() - asked })
  try {
    res = await send()
    if (res.statusCode === 401) {
      res.resume()
      // Renewed once; a request whose body was streamed cannot be sent again and gets the 502.
      const renewed = await deps.token.renew()
      if (renewed && replayable) res = await send()
      if (res.statusCode === 401) {
        res.resume()
        throw new UpstreamFailure('refused', 'The registry refused the token')
      }
    }
    noteWait()
  } catch (err) {
    noteWait()
    if (!(err instanceof UpstreamFailure)) throw err
    if (isOffline(err.kind)) deps.reachability.failed()
    else deps.reachability.answered()
    if (read && isOffline(err.kind)) {
      const hit = deps.cache.get(deps.token.identity, address)
      if (hit) return sendStale(reply, hit, method === 'HEAD')
    }
    const f = failureAnswer(err.kind, method)
    return sendProblem(request, reply, f.status, f.code, f.detail)
  }

  const status = res.statusCode ?? 502
  // A proxy in front of a registry that is down answers for it: a cached copy is better.
  if (read && status >= 502 && status <= 504) {
    deps.reachability.failed()
    const hit = deps.cache.get(deps.token.identity, address)
    if (hit) {
      res.resume()
      return sendStale(reply, hit, method === 'HEAD')
    }
  } else deps.reachability.answered()

  // For the contract monitor (contract-monitor/), which checks it once the answer is out: the
  // operation the router matched among the contract's routes that live mode keeps for the document.
  const operation = (request.routeOptions.config as { operation?: OperationDef } | undefined)?.operation
  request.logNote = { ...request.logNote, registryAnswer: operation ? { operation } : {} }
  reply.code(status).headers({ ...downstreamHeaders(res.headers), 'x-gateway-cache': 'live' })
  if (method === 'HEAD' || status === 204 || status === 304) {
    res.resume()
    return reply.send()
  }
  const out = new PassThrough()
  if (method === 'GET' && status === 200) keepCopy(res, address, deps)
  pipeline(res, out, () => {
    // A broken answer ends the reply's stream too; the caller sees a cut-off body, never a hang.
  })
  return reply.send(out)
}

/** Collects the answer as it streams past and stores it once complete (never a cut-off body). */
function keepCopy(res: IncomingMessage, address: string, deps: ProxyDeps): void {
  const limit = deps.config.cacheMaxBytes
  const chunks: Buffer[] = []
  let size = 0
  let keep = true
  const fetchedAt = deps.realNow()
  res.on('data', (chunk: Buffer) => {
    if (!keep) return
    size += chunk.length
    if (size > limit) {
      keep = false
      chunks.length = 0
    } else chunks.push(chunk)
  })
  res.on('end', () => {
    if (!keep || !res.complete) return
    deps.cache.put(deps.token.identity, address, { status: 200, headers: headersToCache(res.headers), body: Buffer.concat(chunks), fetchedAt })
  })
}
