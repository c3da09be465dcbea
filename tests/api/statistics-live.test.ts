/**
 * Live mode: the statistics operations are reads under /v1 like the others, so the gateway passes
 * them to the registry and keeps their answers for offline reading (docs/statistics.md, "Live
 * mode"; docs/live-mode.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disposeRegistry, type Gateway, type Registry, startGateway, startRegistry } from './live-setup.js'

let registry: Registry
let gateway: Gateway
beforeAll(async () => {
  registry = await startRegistry()
  gateway = await startGateway(registry)
}, 60_000)
afterAll(async () => {
  await gateway?.close()
  if (registry) await disposeRegistry(registry)
})

const READS = [
  '/v1/statistics/totals?period=year&from=2000-01-01&to=2020-12-31',
  '/v1/statistics/provinces?date=2015-06-30&region=09',
  '/v1/statistics/registrars/growth?from=2020-01-01&to=2021-01-01',
]

describe('live mode: statistics', () => {
  it("answers the registry's statistics, live, as the registry itself does", async () => {
    for (const url of READS) {
      const res = await gateway.call(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('x-gateway-cache'), url).toBe('live')
      expect(await res.text(), url).toBe(await (await fetch(`${registry.url}${url}`)).text())
      expect(registry.seen.some((r) => r.line === `GET ${url}`), url).toBe(true)
    }
  })

  it('answers them from the offline cache, marked stale, when the registry is down; 504 for one never read', async () => {
    const before = await Promise.all(READS.map(async (url) => (await gateway.call(url)).text()))
    await registry.stop()
    for (const [i, url] of READS.entries()) {
      const res = await gateway.call(url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('x-gateway-cache'), url).toBe('stale')
      expect(await res.text(), url).toBe(before[i])
    }
    const never = await gateway.call('/v1/statistics/regions?date=2001-01-01')
    expect(never.status).toBe(504)
    await registry.start()
  })
})
