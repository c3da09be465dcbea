/**
 * One DNS question to one nameserver address: over UDP, and again over TCP when the UDP answer
 * is truncated. Every exchange is bounded by a timeout, so a black-holed address costs at most
 * that long; nothing here retries.
 */
import { randomInt } from 'node:crypto'
import dgram from 'node:dgram'
import net from 'node:net'
import * as packet from 'dns-packet'

type Outcome = 'answered' | 'timeout' | 'refused' | 'error'

/** A decoded answer; dns-packet also decodes the response code, which its types omit. */
export type Response = packet.DecodedPacket & { rcode?: string }

export interface Exchange {
  readonly protocol: 'udp' | 'tcp'
  readonly durationMs: number
  readonly outcome: Outcome
  readonly error?: string
  readonly response?: Response
}

export interface Question {
  readonly address: string
  readonly port: number
  readonly name: string
  readonly type: packet.RecordType
  /** Sets the DO bit (DNSSEC records wanted). */
  readonly dnssec?: boolean
  readonly timeoutMs: number
}

/** EDNS buffer size advertised over UDP (the DNS flag day 2020 value). */
const UDP_PAYLOAD = 1232

function encodeQuery(q: Question, id: number): Buffer {
  return packet.encode({
    type: 'query',
    id,
    // No recursion wanted: the nameserver must answer from its own data.
    flags: 0,
    questions: [{ type: q.type, name: q.name.replace(/\.$/, ''), class: 'IN' }],
    additionals: [{ type: 'OPT', name: '.', udpPayloadSize: UDP_PAYLOAD, flags: q.dnssec ? packet.DNSSEC_OK : 0 } as packet.Answer],
  })
}

/** A response belongs to our query when it carries our id and echoes our question. */
function matches(p: Response, id: number, q: Question): boolean {
  const question = p.questions?.[0]
  return (
    p.id === id &&
    p.type === 'response' &&
    question !== undefined &&
    question.type === q.type &&
    question.name.toLowerCase() === q.name.replace(/\.$/, '').toLowerCase()
  )
}

function describe(err: unknown): { outcome: Outcome; error: string } {
  const code = (err as NodeJS.ErrnoException).code
  if (code === 'ECONNREFUSED') return { outcome: 'refused', error: 'connection refused (nothing listens on that address)' }
  return { outcome: 'error', error: code ?? (err instanceof Error ? err.message : String(err)) }
}

function udpExchange(q: Question): Promise<Exchange> {
  const started = performance.now()
  const id = randomInt(0x10000)
  const elapsed = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    const socket = dgram.createSocket(net.isIPv6(q.address) ? 'udp6' : 'udp4')
    let done = false
    const finish = (e: Omit<Exchange, 'protocol' | 'durationMs'>) => {
      if (done) return
      done = true
      clearTimeout(timer)
      try {
        socket.close()
      } catch {
        // Already closed by a failed connect.
      }
      resolve({ protocol: 'udp', durationMs: elapsed(), ...e })
    }
    const timer = setTimeout(() => finish({ outcome: 'timeout', error: `no answer within ${q.timeoutMs} ms` }), q.timeoutMs)
    socket.on('error', (err) => finish(describe(err)))
    socket.on('message', (msg) => {
      let decoded: Response
      try {
        decoded = packet.decode(msg) as Response
      } catch {
        return finish({ outcome: 'error', error: 'malformed answer' })
      }
      // Stray or spoofed datagrams are ignored; the timer still bounds the wait.
      if (matches(decoded, id, q)) finish({ outcome: 'answered', response: decoded })
    })
    // A connected socket only receives from that peer and learns of ICMP port unreachable.
    socket.connect(q.port, q.address, (err?: Error) => {
      if (err) return finish(describe(err))
      try {
        socket.send(encodeQuery(q, id), (sendErr) => {
          if (sendErr) finish(describe(sendErr))
        })
      } catch (sendErr) {
        finish(describe(sendErr))
      }
    })
  })
}

/** Largest TCP answer accepted (the 16-bit length prefix allows no more). */
const MAX_TCP = 65535 + 2

function tcpExchange(q: Question): Promise<Exchange> {
  const started = performance.now()
  const id = randomInt(0x10000)
  const elapsed = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    const socket = net.connect({ host: q.address, port: q.port })
    let done = false
    let received = Buffer.alloc(0)
    const finish = (e: Omit<Exchange, 'protocol' | 'durationMs'>) => {
      if (done) return
      done = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ protocol: 'tcp', durationMs: elapsed(), ...e })
    }
    const timer = setTimeout(() => finish({ outcome: 'timeout', error: `no answer within ${q.timeoutMs} ms` }), q.timeoutMs)
    socket.on('error', (err) => finish(describe(err)))
    socket.on('connect', () => {
      const message = encodeQuery(q, id)
      const length = Buffer.alloc(2)
      length.writeUInt16BE(message.length)
      socket.write(Buffer.concat([length, message]))
    })
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk])
      if (received.length > MAX_TCP) return finish({ outcome: 'error', error: 'answer too long' })
      if (received.length < 2 || received.length < 2 + received.readUInt16BE(0)) return
      try {
        const decoded = packet.streamDecode(received) as Response | null
        if (decoded && matches(decoded, id, q)) return finish({ outcome: 'answered', response: decoded })
        finish({ outcome: 'error', error: 'answer does not match the question' })
      } catch {
        finish({ outcome: 'error', error: 'malformed answer' })
      }
    })
    socket.on('end', () => finish({ outcome: 'error', error: 'connection closed before a full answer' }))
  })
}

/** Asks over UDP; a truncated answer (TC bit) is asked again over TCP. Returns every exchange. */
export async function ask(q: Question, remainingMs: () => number): Promise<Exchange[]> {
  const bounded = (): Question => ({ ...q, timeoutMs: Math.max(1, Math.min(q.timeoutMs, remainingMs())) })
  const udp = await udpExchange(bounded())
  if (udp.outcome !== 'answered' || !udp.response?.flag_tc) return [udp]
  if (remainingMs() <= 0) return [udp]
  return [udp, await tcpExchange(bounded())]
}
