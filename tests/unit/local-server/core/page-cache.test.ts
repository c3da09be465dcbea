import { describe, expect, it } from 'vitest'
import { createPageCache, createSearchPages, pageKey } from '../../../../local-server/core/page-cache.js'

describe('the serialized page cache', () => {
  it('makes a page once per version', () => {
    const cache = createPageCache()
    let made = 0
    const make = () => `page ${++made}`
    expect(cache.get(1, 'k', make).toString()).toBe('page 1')
    expect(cache.get(1, 'k', make).toString()).toBe('page 1')
    expect(cache.get(2, 'k', make).toString()).toBe('page 2')
    cache.clear()
    expect(cache.get(2, 'k', make).toString()).toBe('page 3')
  })

  it('stays within its bytes, dropping the least recently used', () => {
    // Each entry holds 22 bytes (a key of one UTF-16 unit, a body of 20 bytes): two fit.
    const cache = createPageCache(50)
    const page = (s: string) => () => s.repeat(20)
    cache.get(1, 'a', page('a'))
    cache.get(1, 'b', page('b'))
    cache.get(1, 'a', () => 'not made again')
    cache.get(1, 'c', page('c'))
    expect(cache.get(1, 'a', () => 'made again').toString()).toBe('a'.repeat(20))
    expect(cache.get(1, 'b', () => 'made again').toString()).toBe('made again')
  })

  it('does not keep what fails to make', () => {
    const cache = createPageCache()
    expect(() => cache.get(1, 'k', () => { throw new Error('400') })).toThrow('400')
    expect(cache.get(1, 'k', () => 'ok').toString()).toBe('ok')
  })

  it('answers the page as UTF-8 bytes', () => {
    expect(createPageCache().get(1, 'k', () => '{"name":"Società €"}')).toEqual(Buffer.from('{"name":"Società €"}', 'utf8'))
  })

  it('keys by registrar and query, whatever the order of keys, with paging defaults', () => {
    expect(pageKey(1, { status: 'approved', page: 0 })).toBe(pageKey(1, { size: 20, status: 'approved' }))
    expect(pageKey(1, { status: 'approved' })).not.toBe(pageKey(2, { status: 'approved' }))
    expect(pageKey(1, { sort: ['status', 'created,desc'] })).not.toBe(pageKey(1, { sort: ['created,desc', 'status'] }))
  })

  it('peeks at a kept body of the current version without making one', () => {
    const cache = createPageCache()
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

  it('gives a repeated request the page of its query, and each registrar its own', () => {
    const { pages, make, made } = searchPages()
    const query = { status: 'approved', page: 0 }
    expect(pages.get(1, '/v1/payments?status=approved', query, make).toString()).toBe('page 1')
    // Another URL of the same query shares the page; another registrar does not.
    expect(pages.get(1, '/v1/payments?page=0&status=approved&size=20', { ...query, size: 20 }, make).toString()).toBe('page 1')
    expect(pages.get(2, '/v1/payments?status=approved', query, make).toString()).toBe('page 2')
    expect(made()).toBe(2)
  })

  it('answers a request seen before by its URL alone, in the version it was made in', () => {
    const { data, pages, make } = searchPages()
    const url = '/v1/payments?status=approved'
    expect(pages.kept(1, url)).toBeUndefined()
    pages.get(1, url, { status: 'approved' }, make)
    expect(pages.kept(1, url)?.toString()).toBe('page 1')
    expect(pages.kept(2, url)).toBeUndefined()
    expect(pages.kept(1, '/v1/payments?status=submitted')).toBeUndefined()
    data.version = 2
    expect(pages.kept(1, url)).toBeUndefined()
    expect(pages.get(1, url, { status: 'approved' }, make).toString()).toBe('page 2')
    pages.clear()
    expect(pages.kept(1, url)).toBeUndefined()
  })

  it('keeps pages apart by what they depend on beyond the query', () => {
    const { pages, make } = searchPages()
    const url = '/v1/darwin/requests'
    pages.get(1, url, {}, make, 'list 2026-11-24 7')
    expect(pages.kept(1, url, 'list 2026-11-24 7')?.toString()).toBe('page 1')
    expect(pages.kept(1, url, 'list 2026-11-25 7')).toBeUndefined()
    expect(pages.kept(1, url, 'list 2026-11-24 8')).toBeUndefined()
    expect(pages.get(1, url, {}, make, 'expiring 2026-11-24 7').toString()).toBe('page 2')
  })

  it('still answers the right page beyond the URLs it remembers', () => {
    const { pages, make } = searchPages(2)
    pages.get(1, '/a', { status: 'approved' }, make)
    pages.get(1, '/b', { status: 'submitted' }, make)
    pages.get(1, '/c', { status: 'cancelled' }, make)
    // '/a' is forgotten as a URL, so it cannot be answered before validation, but its page is kept.
    expect(pages.kept(1, '/a')).toBeUndefined()
    expect(pages.get(1, '/a', { status: 'approved' }, () => 'made again').toString()).toBe('page 1')
    expect(pages.kept(1, '/c')?.toString()).toBe('page 3')
  })
})
