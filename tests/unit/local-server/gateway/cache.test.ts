import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cacheAddress, openOfflineCache } from '../../../../local-server/gateway/cache.js'
import { tempFolder } from '../../../helpers/temp-folder.js'

const file = () => path.join(tempFolder('gateway-cache-'), 'gateway-cache.sqlite')
const answer = (bytes: number, fetchedAt: number) => ({ status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.alloc(bytes, 7), fetchedAt })

describe('cacheAddress', () => {
  it('sorts query names but keeps the order of repeated ones (sort=a&sort=b is not sort=b&sort=a)', () => {
    expect(cacheAddress('/v1/payments?size=5&page=1')).toBe(cacheAddress('/v1/payments?page=1&size=5'))
    expect(cacheAddress('/v1/payments?sort=a&size=1&sort=b')).toBe('GET /v1/payments?size=1&sort=a&sort=b')
    expect(cacheAddress('/v1/payments?sort=b&sort=a')).not.toBe(cacheAddress('/v1/payments?sort=a&sort=b'))
    expect(cacheAddress('/v1/credit')).toBe('GET /v1/credit')
  })
})

describe('the offline cache', () => {
  it('keeps answers per identity and address, with their headers, bytes and time', () => {
    const cache = openOfflineCache(file(), 1024 * 1024)
    cache.put('alice', 'GET /v1/credit', answer(10, 1000))
    expect(cache.get('alice', 'GET /v1/credit')).toEqual(answer(10, 1000))
    expect(cache.get('bob', 'GET /v1/credit')).toBeUndefined()
    cache.put('alice', 'GET /v1/credit', answer(20, 2000))
    expect(cache.get('alice', 'GET /v1/credit')!.fetchedAt).toBe(2000)
    cache.close()
  })

  it('drops the oldest answers first to stay under its limit, and refuses one larger than the limit', () => {
    const cache = openOfflineCache(file(), 3000)
    cache.put('u', 'GET /a', answer(900, 1))
    cache.put('u', 'GET /b', answer(900, 2))
    cache.put('u', 'GET /c', answer(900, 3))
    cache.put('u', 'GET /d', answer(900, 4))
    expect(cache.get('u', 'GET /a')).toBeUndefined()
    expect(cache.get('u', 'GET /b')).toBeDefined()
    expect(cache.size()).toBeLessThanOrEqual(3000)
    cache.put('u', 'GET /huge', answer(5000, 5))
    expect(cache.get('u', 'GET /huge')).toBeUndefined()
    expect(cache.get('u', 'GET /d')).toBeDefined()
    cache.clear()
    expect(cache.size()).toBe(0)
    expect(cache.get('u', 'GET /d')).toBeUndefined()
    cache.close()
  })

  it('survives a restart, and starts afresh from a file it cannot read', () => {
    const f = file()
    const first = openOfflineCache(f, 10_000)
    first.put('u', 'GET /a', answer(100, 1))
    first.close()
    const again = openOfflineCache(f, 10_000)
    expect(again.get('u', 'GET /a')).toBeDefined()
    expect(again.size()).toBeGreaterThan(100)
    again.close()
    const broken = file()
    writeFileSync(broken, 'not a database at all, just text that is long enough to be a header')
    const fresh = openOfflineCache(broken, 10_000)
    expect(fresh.get('u', 'GET /a')).toBeUndefined()
    fresh.put('u', 'GET /a', answer(1, 1))
    expect(fresh.get('u', 'GET /a')).toBeDefined()
    fresh.close()
  })
})
