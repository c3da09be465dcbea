/**
 * One HTTP exchange with the registry, on node:http(s) so that both bodies stream: the caller's
 * upload is piped as it arrives and the answer is handed back as soon as its headers are in.
 * Every wait is bounded: connecting, the answer's start, and silence while streaming.
 */
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import https from 'node:https'
import type { Readable } from 'node:stream'
import { UpstreamFailure } from './failures.js'

interface ForwardRequest {
  readonly method: string
  readonly url: URL
  readonly headers: OutgoingHttpHeaders
  /** A Buffer can be sent again; a stream only once. */
  readonly body?: Buffer | Readable
}

export interface Forwarder {
  send(request: ForwardRequest): Promise<IncomingMessage>
  close(): void
}

const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'])

/**
 * Only reads travel on kept-alive connections. A connection the registry closes while a request is
 * on its way breaks with ECONNRESET whether or not the registry had received the request, so a
 * request broken that way can be sent again only if sending it twice is harmless: a read is tried
 * once more (proxy.ts), a write never (a payment must not be notified twice). A write goes on a
 * connection of its own instead, which no idle timeout of the registry's can have closed.
 */
const travelsOnKeptConnections = (method: string) => method === 'GET' || method === 'HEAD'

export function createForwarder(options: { connectTimeoutMs: number; timeoutMs: number }): Forwarder {
  const kept = {
    http: new http.Agent({ keepAlive: true, maxSockets: 32 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 32 }),
  }
  const own = {
    http: new http.Agent({ keepAlive: false }),
    https: new https.Agent({ keepAlive: false }),
  }
  const send = ({ method, url, headers, body }: ForwardRequest) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const secure = url.protocol === 'https:'
      const agents = travelsOnKeptConnections(method) ? kept : own
      const out = (secure ? https : http).request(url, { method, headers, agent: secure ? agents.https : agents.http })
      let connected = false
      let settled = false
      const timers: NodeJS.Timeout[] = []
      const fail = (failure: UpstreamFailure) => {
        if (settled) return
        settled = true
        for (const t of timers) clearTimeout(t)
        out.destroy()
        reject(failure)
      }
      timers.push(
        setTimeout(() => {
          if (!connected) fail(new UpstreamFailure('unreachable', 'Connecting to the registry timed out'))
        }, options.connectTimeoutMs),
        setTimeout(() => fail(new UpstreamFailure(connected ? 'timeout' : 'unreachable', 'The registry did not answer in time')), options.timeoutMs),
      )
      out.on('socket', (socket) => {
        const ready = () => {
          connected = true
        }
        if (!socket.connecting) ready()
        else socket.once(secure ? 'secureConnect' : 'connect', ready)
      })
      out.on('error', (err: NodeJS.ErrnoException) => {
        const stale = out.reusedSocket && err.code === 'ECONNRESET'
        const kind = !connected || NOT_CONNECTED.has(err.code ?? '') ? 'unreachable' : 'broken'
        fail(new UpstreamFailure(kind, kind === 'unreachable' ? 'The registry cannot be reached' : 'The connection to the registry broke', stale))
      })
      out.on('response', (res) => {
        if (settled) {
          res.destroy()
          return
        }
        settled = true
        for (const t of timers) clearTimeout(t)
        // Silence while the body streams ends the exchange instead of hanging the caller.
        out.setTimeout(options.timeoutMs, () => out.destroy(new Error('The registry stopped sending')))
        resolve(res)
      })
      if (body === undefined) out.end()
      else if (Buffer.isBuffer(body)) out.end(body)
      else {
        body.on('error', (err) => out.destroy(err))
        body.pipe(out)
      }
    })
  return {
    send,
    close() {
      for (const agent of [kept.http, kept.https, own.http, own.https]) agent.destroy()
    },
  }
}
