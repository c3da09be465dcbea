import { describe, expect, it } from 'vitest'
import { createPageCache, createSearchPages, pageKey, type SearchPages } from '../../../../local-server/core/page-cache.js'

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

  it('counts every hit of a page in its recent use, the newest one asked again included', () => {
    const cache = createPageCache({ maxBytes: 50 })
    const page = (s: string) => () => s.repeat(20)
    const keep = (key: string) => [1, 2].forEach(() => cache.get(1, key, page(key)))
    keep('a')
    keep('b')
    for (const key of ['a', 'b', 'b', 'a', 'a', 'b']) expect(cache.peek(1, key)?.toString()).toBe(key.repeat(20))
    keep('c')
    expect(cache.peek(1, 'a')).toBeUndefined()
    expect(cache.peek(1, 'b')?.toString()).toBe('b'.repeat(20))
    keep('a')
    expect(cache.peek(1, 'c')).toBeUndefined()
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

  it('peeks at a kept page of the current version without making one', () => {
    const cache = createPageCache()
    expect(cache.peek(1, 'k')).toBeUndefined()
    cache.get(1, 'k', () => 'asked once')
    // Asked once: not kept, so nothing to peek at.
    expect(cache.peek(1, 'k')).toBeUndefined()
    cache.get(1, 'k', () => 'page')
    expect(cache.peek(1, 'k')?.toString()).toBe('page')
    expect(cache.peek(2, 'k')).toBeUndefined()
    expect(cache.peek(1, 'other')).toBeUndefined()
  })
})

describe("a search's kept pages", () => {
  const searchPages = (maxUrls = 1000) => {
    const data = { version: 1 }
    const pages = createSearchPages(() => data.version, { maxUrls })
    let made = 0
    const make = () => `page ${++made}`
    return { data, pages, make, made: () => made }
  }
  /** Asks twice, as a client repeating a search does: the page is kept from the second request. */
  const twice = (pages: SearchPages, registrarId: number, url: string, query: Record<string, unknown>, make: () => string, extra?: string) => {
    pages.get(registrarId, url, query, make, extra)
    return pages.get(registrarId, url, query, make, extra).toString()
  }

  it('gives a repeated request the page of its query, and each registrar its own', () => {
    const { pages, make, made } = searchPages()
    const query = { status: 'approved', page: 0 }
    expect(twice(pages, 1, '/v1/payments?status=approved', query, make)).toBe('page 2')
    // Another URL of the same query shares the kept page; another registrar does not.
    expect(pages.get(1, '/v1/payments?page=0&status=approved&size=20', { ...query, size: 20 }, make).toString()).toBe('page 2')
    expect(twice(pages, 2, '/v1/payments?status=approved', query, make)).toBe('page 4')
    expect(made()).toBe(4)
  })

  it('answers a request seen before by its URL alone, in the version it was made in', () => {
    const { data, pages, make } = searchPages()
    const url = '/v1/payments?status=approved'
    expect(pages.kept(1, url)).toBeUndefined()
    twice(pages, 1, url, { status: 'approved' }, make)
    expect(pages.kept(1, url)?.toString()).toBe('page 2')
    expect(pages.kept(2, url)).toBeUndefined()
    expect(pages.kept(1, '/v1/payments?status=submitted')).toBeUndefined()
    data.version = 2
    expect(pages.kept(1, url)).toBeUndefined()
    expect(twice(pages, 1, url, { status: 'approved' }, make)).toBe('page 4')
    pages.clear()
    expect(pages.kept(1, url)).toBeUndefined()
  })

  it('keeps pages apart by what they depend on beyond the query', () => {
    const { pages, make } = searchPages()
    const url = '/v1/darwin/requests'
    twice(pages, 1, url, {}, make, 'list 2026-11-24 7')
    expect(pages.kept(1, url, 'list 2026-11-24 7')?.toString()).toBe('page 2')
    expect(pages.kept(1, url, 'list 2026-11-25 7')).toBeUndefined()
    expect(pages.kept(1, url, 'list 2026-11-24 8')).toBeUndefined()
    expect(twice(pages, 1, url, {}, make, 'expiring 2026-11-24 7')).toBe('page 4')
  })

  it('still answers the right page beyond the URLs it remembers', () => {
    const { pages, make } = searchPages(2)
    twice(pages, 1, '/a', { status: 'approved' }, make)
    twice(pages, 1, '/b', { status: 'submitted' }, make)
    twice(pages, 1, '/c', { status: 'cancelled' }, make)
    // '/a' is forgotten as a URL, so it cannot be answered before validation, but its page is kept.
    expect(pages.kept(1, '/a')).toBeUndefined()
    expect(pages.get(1, '/a', { status: 'approved' }, () => 'made again').toString()).toBe('page 2')
    expect(pages.kept(1, '/c')?.toString()).toBe('page 6')
  })
})
