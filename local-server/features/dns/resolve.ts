/**
 * Standard DNS resolution, for what the request does not say: the nameservers of a delegated
 * domain, and the addresses of nameservers outside the domain. Goes to the configured resolver
 * (`host:port`) or to the system's, through node:dns with one try and a bounded timeout.
 */
import { Resolver } from 'node:dns/promises'
import type { DnsQuery } from '../../contract/dns.js'

interface Lookup<T> {
  /** Undefined when the resolution failed; `error` then says why. */
  readonly value?: T
  readonly error?: string
  /** True when the name does not exist or has no records of that type. */
  readonly missing?: boolean
  readonly query: DnsQuery
}

export interface NameResolver {
  nameservers(domain: string): Promise<Lookup<string[]>>
  addresses(name: string, type: 'A' | 'AAAA'): Promise<Lookup<string[]>>
}

const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'NODATA'])

/** `127.0.0.1:5353`, `[::1]:53` or a bare address; node:dns takes these forms as they are. */
export function createNameResolver(server: string | undefined, timeoutMs: number, remainingMs: () => number): NameResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 })
  if (server) resolver.setServers([server])
  const address = server ?? 'system'

  async function run<T>(qname: string, qtype: string, call: () => Promise<T>): Promise<Lookup<T>> {
    const started = performance.now()
    const base = { nameserver: 'resolver', address, protocol: 'resolver' as const, qname, qtype }
    const budget = Math.max(1, Math.min(timeoutMs, remainingMs()))
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('deadline'), { code: 'ETIMEOUT' })), budget)
    })
    try {
      const value = await Promise.race([call(), deadline])
      const answers = Array.isArray(value) ? value.map((v) => `${qname} ${qtype} ${String(v)}`) : []
      return { value, query: { ...base, durationMs: Math.round(performance.now() - started), outcome: 'answered', rcode: 'NOERROR', answers } }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'ERROR'
      const missing = MISSING.has(code)
      const outcome = missing ? 'answered' : code === 'ETIMEOUT' ? 'timeout' : code === 'ECONNREFUSED' ? 'refused' : 'error'
      return {
        error: code,
        missing,
        query: {
          ...base,
          durationMs: Math.round(performance.now() - started),
          outcome,
          ...(missing ? { rcode: code === 'ENODATA' ? 'NOERROR' : 'NXDOMAIN' } : { error: code }),
        },
      }
    } finally {
      clearTimeout(timer)
      // A request past the deadline is not waited for: cancel what node:dns still has running.
      if (remainingMs() <= 0) resolver.cancel()
    }
  }

  return {
    nameservers: (domain) =>
      run(domain, 'NS', async () => (await resolver.resolveNs(domain.replace(/\.$/, ''))).map((n) => `${n.toLowerCase().replace(/\.$/, '')}.`)),
    addresses: (name, type) =>
      run(name, type, () => (type === 'A' ? resolver.resolve4(name.replace(/\.$/, '')) : resolver.resolve6(name.replace(/\.$/, '')))),
  }
}
