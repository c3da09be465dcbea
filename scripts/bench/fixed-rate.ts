/**
 * A load at a fixed rate, timed to the microsecond: what a request's wait costs below the
 * server's limit, where autocannon (a closed loop, whole milliseconds) shows nothing. Requests
 * are sent on a schedule whatever the answers do (an open loop), so a server that stalls meets
 * the requests that came meanwhile, as it would from real callers. Each latency counts from the
 * moment its request was written: the client's own timers, late by up to a millisecond, are
 * not charged to the server.
 */
import http from 'node:http'

export interface FixedRateResult {
  readonly rate: number
  readonly requests: number
  readonly errors: number
  /** Milliseconds, to the microsecond. */
  readonly p50: number
  readonly p99: number
  readonly p999: number
  readonly max: number
}

/** The q-quantile of sorted values (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

const ms = (v: number) => Math.round(v * 1000) / 1000

export async function fixedRateLoad(options: { url: string; rate: number; seconds: number; headers?: Record<string, string> }): Promise<FixedRateResult> {
  const target = new URL(options.url)
  // Enough sockets that a slow answer never holds the next request back on the client's side.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const total = Math.max(1, Math.round(options.rate * options.seconds))
  const intervalMs = 1000 / options.rate
  const latencies: number[] = []
  let errors = 0
  const start = performance.now() + 50
  const one = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now()
      const req = http.get({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: options.headers, agent }, (res) => {
        res.resume()
        res.once('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - sent)
          else errors++
          resolve()
        })
      })
      req.once('error', () => {
        errors++
        resolve()
      })
    })
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const wait = start + i * intervalMs - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    inFlight.push(one())
  }
  await Promise.all(inFlight)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    rate: options.rate,
    requests: total,
    errors,
    p50: ms(quantile(latencies, 0.5)),
    p99: ms(quantile(latencies, 0.99)),
    p999: ms(quantile(latencies, 0.999)),
    max: ms(latencies[latencies.length - 1] ?? Number.NaN),
  }
}
