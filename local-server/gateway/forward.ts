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

export function createForwarder(options: { connectTimeoutMs: number; timeoutMs: number }): Forwarder {
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 32 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 32 }),
  }
  const send = ({ method, url, headers, body }: ForwardRequest) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const secure = url.protocol === 'https:'
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
      agents.http.destroy()
      agents.https.destroy()
    },
  }
}
