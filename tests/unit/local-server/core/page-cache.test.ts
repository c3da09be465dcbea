import { describe, expect, it } from 'vitest'
import { createPageCache, pageKey } from '../../../../local-server/core/page-cache.js'

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
})
