/**
 * Small authoritative nameservers for the DNS check's tests: each serves one zone on a loopback
 * address (127.0.0.1, 127.0.0.2…), over UDP and TCP, all on the same random port (the validator
 * asks every nameserver on one configurable port). Behaviours make broken servers: not
 * authoritative (lame), truncating every UDP answer, refusing, or never answering.
 * Nothing here listens or sends outside 127.0.0.0/8.
 */
import dgram from 'node:dgram'
import net from 'node:net'
import * as packet from 'dns-packet'

interface ZoneRecord {
  /** Fully qualified, with the trailing dot. */
  readonly name: string
  readonly type: 'SOA' | 'NS' | 'A' | 'AAAA' | 'DNSKEY'
  readonly data: unknown
  readonly ttl?: number
}

export interface Zone {
  readonly origin: string
  readonly records: readonly ZoneRecord[]
}

interface Behaviour {
  /** The AA bit (default true); false makes a lame delegation. */
  readonly authoritative?: boolean
  /** Every UDP answer comes back empty with the TC bit: the client must ask again over TCP. */
  readonly truncateUdp?: boolean
  /** Answers REFUSED to everything. */
  readonly refuse?: boolean
  /** Never answers (a black hole). */
  readonly silent?: boolean
}

export interface ServerSpec {
  readonly address: string
  readonly zone: Zone
  readonly behaviour?: Behaviour
}

export interface RunningNameservers {
  readonly port: number
  /** Questions received, as `protocol address name type`. */
  readonly log: string[]
  close(): Promise<void>
}

const fqdn = (name: string) => `${name.toLowerCase().replace(/\.$/, '')}.`

export interface ZoneOptions {
  readonly serial?: number
  /** NS set of the apex. */
  readonly ns: readonly string[]
  /** A and AAAA records by host name (IPv6 when the value has a colon). */
  readonly hosts?: Readonly<Record<string, readonly string[]>>
  readonly dnskeys?: readonly packet.DnskeyData[]
}

/** A zone with its SOA, NS set, host addresses and DNSKEYs. */
export function buildZone(origin: string, o: ZoneOptions): Zone {
  const apex = fqdn(origin)
  const records: ZoneRecord[] = [
    {
      name: apex,
      type: 'SOA',
      data: { mname: fqdn(o.ns[0] ?? `ns.${apex}`), rname: `hostmaster.${apex}`, serial: o.serial ?? 2026010101, refresh: 3600, retry: 600, expire: 604800, minimum: 300 },
    },
    ...o.ns.map((n): ZoneRecord => ({ name: apex, type: 'NS', data: fqdn(n) })),
    ...Object.entries(o.hosts ?? {}).flatMap(([host, addresses]) =>
      addresses.map((a): ZoneRecord => ({ name: fqdn(host), type: a.includes(':') ? 'AAAA' : 'A', data: a })),
    ),
    ...(o.dnskeys ?? []).map((k): ZoneRecord => ({ name: apex, type: 'DNSKEY', data: k })),
  ]
  return { origin: apex, records }
}

const inside = (name: string, origin: string) => origin === '.' || name === origin || name.endsWith(`.${origin}`)
const toWire = (r: ZoneRecord): packet.Answer => {
  const data = r.type === 'NS' ? String(r.data).replace(/\.$/, '') : r.data
  return { name: r.name.replace(/\.$/, '') || '.', type: r.type, ttl: r.ttl ?? 300, class: 'IN', data } as packet.Answer
}

const RCODE = { NOERROR: 0, NXDOMAIN: 3, REFUSED: 5 }

/** The answer of one server to one query; undefined when it stays silent. */
function answer(spec: ServerSpec, query: packet.DecodedPacket, protocol: 'udp' | 'tcp'): Buffer | undefined {
  const b = spec.behaviour ?? {}
  if (b.silent) return undefined
  const q = query.questions?.[0]
  if (!q) return undefined
  const base = { type: 'response' as const, id: query.id, questions: [q] }
  const aa = b.authoritative === false ? 0 : packet.AUTHORITATIVE_ANSWER
  const name = fqdn(q.name)
  const zone = spec.zone
  if (b.refuse || !inside(name, zone.origin)) return packet.encode({ ...base, flags: RCODE.REFUSED })
  if (protocol === 'udp' && b.truncateUdp) return packet.encode({ ...base, flags: aa | packet.TRUNCATED_RESPONSE })
  const owned = zone.records.filter((r) => r.name === name)
  const matching = owned.filter((r) => r.type === q.type)
  const soa = zone.records.filter((r) => r.type === 'SOA').map(toWire)
  if (matching.length > 0) return packet.encode({ ...base, flags: aa, answers: matching.map(toWire) })
  if (owned.length > 0 || name === zone.origin) return packet.encode({ ...base, flags: aa, authorities: soa })
  return packet.encode({ ...base, flags: aa | RCODE.NXDOMAIN, authorities: soa })
}

async function bindAll(specs: readonly ServerSpec[], port: number, log: string[]) {
  const closers: Array<() => Promise<void>> = []
  try {
    for (const spec of specs) {
      const udp = dgram.createSocket('udp4')
      udp.on('message', (msg, rinfo) => {
        try {
          const query = packet.decode(msg)
          log.push(`udp ${spec.address} ${query.questions?.[0]?.name} ${query.questions?.[0]?.type}`)
          const out = answer(spec, query, 'udp')
          if (out) udp.send(out, rinfo.port, rinfo.address)
        } catch {
          // A malformed query gets no answer, as from many real servers.
        }
      })
      await new Promise<void>((resolve, reject) => {
        udp.once('error', reject)
        udp.bind(port, spec.address, () => resolve())
      })
      closers.push(() => new Promise((resolve) => udp.close(() => resolve())))
      const connections = new Set<net.Socket>()
      const tcp = net.createServer((socket) => {
        connections.add(socket)
        socket.on('close', () => connections.delete(socket))
        socket.on('error', () => socket.destroy())
        let buffered = Buffer.alloc(0)
        socket.on('data', (chunk) => {
          buffered = Buffer.concat([buffered, chunk])
          while (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) {
            const length = buffered.readUInt16BE(0)
            const query = packet.decode(buffered.subarray(2, 2 + length))
            buffered = buffered.subarray(2 + length)
            log.push(`tcp ${spec.address} ${query.questions?.[0]?.name} ${query.questions?.[0]?.type}`)
            const out = answer(spec, query, 'tcp')
            if (!out) continue
            const prefix = Buffer.alloc(2)
            prefix.writeUInt16BE(out.length)
            socket.write(Buffer.concat([prefix, out]))
          }
        })
      })
      await new Promise<void>((resolve, reject) => {
        tcp.once('error', reject)
        tcp.listen(port, spec.address, () => resolve())
      })
      closers.push(
        () =>
          new Promise((resolve) => {
            for (const c of connections) c.destroy()
            tcp.close(() => resolve())
          }),
      )
    }
  } catch (err) {
    await Promise.all(closers.map((c) => c()))
    throw err
  }
  return closers
}

/**
 * Starts one server per spec, every one on the same free port of its own loopback address, or on
 * `port` when given (the browser tests: `serve` is started before them, told the port up front).
 */
export async function startNameservers(specs: readonly ServerSpec[], port?: number): Promise<RunningNameservers> {
  for (const s of specs) if (!s.address.startsWith('127.')) throw new Error(`test nameservers stay on loopback, not ${s.address}`)
  const log: string[] = []
  if (port !== undefined) {
    const closers = await bindAll(specs, port, log)
    return { port, log, close: async () => void (await Promise.all(closers.map((c) => c()))) }
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    // Ask the system for a free UDP port on the first address, then take it everywhere.
    const probe = dgram.createSocket('udp4')
    const port = await new Promise<number>((resolve) => probe.bind(0, specs[0]?.address ?? '127.0.0.1', () => resolve(probe.address().port)))
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    try {
      const closers = await bindAll(specs, port, log)
      return { port, log, close: async () => void (await Promise.all(closers.map((c) => c()))) }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err
    }
  }
  throw new Error('no free port for the test nameservers')
}
