import { describe, expect, it } from 'vitest'
import { createPageCache, createPageKeys, pageKey } from '../../../../local-server/core/page-cache.js'

describe('the serialized page cache', () => {
  it('keeps a page from its second request on, until the version changes', () => {
    const cache = createPageCache()
    let made = 0
    const make = () => `page ${++made}`
    expect(cache.get(1, 'k', make).toString()).toBe('page 1')
    expect(cache.get(1, 'k', make).toString()).toBe('page 2')
    expect(cache.get(1, 'k', make).toString()).toBe('page 2')
    // A new version starts over: asked once, then kept.
    expect(cache.get(2, 'k', make).toString()).toBe('page 3')
    expect(cache.get(2, 'k', make).toString()).toBe('page 4')
    expect(cache.get(2, 'k', make).toString()).toBe('page 4')
    cache.clear()
    expect(cache.get(2, 'k', make).toString()).toBe('page 5')
    expect(cache.get(2, 'k', make).toString()).toBe('page 6')
    expect(cache.get(2, 'k', make).toString()).toBe('page 6')
  })

  it('keeps nothing of pages asked once but their keys, and only the latest of them', () => {
    const cache = createPageCache({ maxSeen: 2 })
    // A page asked once is answered as it was made, a string: no bytes are kept for it.
    expect(cache.get(1, 'a', () => 'a1')).toBe('a1')
    cache.get(1, 'b', () => 'b1')
    cache.get(1, 'c', () => 'c1')
    // 'a' was forgotten (two keys remembered): its second request counts as a first.
    expect(cache.get(1, 'a', () => 'a2')).toBe('a2')
    expect(cache.get(1, 'a', () => 'a3')).toEqual(Buffer.from('a3'))
    expect(cache.get(1, 'a', () => 'made again').toString()).toBe('a3')
    // 'c' is still remembered: kept from its second request.
    cache.get(1, 'c', () => 'c2')
    expect(cache.get(1, 'c', () => 'made again').toString()).toBe('c2')
  })

  it('stays within its bytes, dropping the least recently used', () => {
    // Each entry holds 22 bytes (a key of one UTF-16 unit, a body of 20 bytes): two fit.
    const cache = createPageCache({ maxBytes: 50 })
    const page = (s: string) => () => s.repeat(20)
    const keep = (key: string) => [1, 2].forEach(() => cache.get(1, key, page(key)))
    keep('a')
    keep('b')
    cache.get(1, 'a', () => 'not made again')
    keep('c')
    expect(cache.get(1, 'a', () => 'made again').toString()).toBe('a'.repeat(20))
    expect(cache.get(1, 'b', () => 'made again').toString()).toBe('made again')
  })

  it('answers a page larger than its bytes without keeping it', () => {
    const cache = createPageCache({ maxBytes: 50 })
    let made = 0
    const big = () => `${++made}`.repeat(60)
    cache.get(1, 'k', big)
    cache.get(1, 'k', big)
    expect(cache.get(1, 'k', big)).toBe('3'.repeat(60))
  })

  it('does not keep what fails to make', () => {
    const cache = createPageCache()
    cache.get(1, 'k', () => 'first')
    expect(() => cache.get(1, 'k', () => { throw new Error('400') })).toThrow('400')
    expect(cache.get(1, 'k', () => 'ok').toString()).toBe('ok')
    expect(cache.get(1, 'k', () => 'made again').toString()).toBe('ok')
  })

  it('answers a kept page as UTF-8 bytes', () => {
    const cache = createPageCache()
    const make = () => '{"name":"Società €"}'
    cache.get(1, 'k', make)
    expect(cache.get(1, 'k', make)).toEqual(Buffer.from('{"name":"Società €"}', 'utf8'))
  })

  it('keys by registrar and query, whatever the order of keys, with paging defaults', () => {
    expect(pageKey(1, { status: 'approved', page: 0 })).toBe(pageKey(1, { size: 20, status: 'approved' }))
    expect(pageKey(1, { status: 'approved' })).not.toBe(pageKey(2, { status: 'approved' }))
    expect(pageKey(1, { sort: ['status', 'created,desc'] })).not.toBe(pageKey(1, { sort: ['created,desc', 'status'] }))
  })

  it('gives a repeated request the key of its query, and each registrar its own', () => {
    const keyOf = createPageKeys(2)
    const query = { status: 'approved', page: 0 }
    expect(keyOf(1, '/v1/payments?status=approved', query)).toBe(pageKey(1, query))
    expect(keyOf(1, '/v1/payments?status=approved', query)).toBe(pageKey(1, query))
    expect(keyOf(2, '/v1/payments?status=approved', query)).toBe(pageKey(2, query))
    // Beyond what it remembers, still the right key.
    expect(keyOf(1, '/v1/payments?page=1', { page: 1 })).toBe(pageKey(1, { page: 1 }))
    expect(keyOf(1, '/v1/payments?status=approved', query)).toBe(pageKey(1, query))
  })
})
