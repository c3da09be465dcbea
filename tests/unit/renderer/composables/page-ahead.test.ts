import { describe, expect, it, vi } from 'vitest'
import { createPageAhead } from '@/composables/page-ahead'

/** A page ahead on a clock the test moves. */
function ahead(maxAgeMs = 1000) {
  let now = 0
  const pages = createPageAhead<string>({ maxAgeMs, now: () => now })
  return { pages, later: (ms: number) => (now += ms) }
}

describe('a page fetched ahead', () => {
  it('is handed over once, for its own key only', async () => {
    const { pages } = ahead()
    const load = vi.fn(async () => 'page 2')
    pages.fetch('p2', load)
    expect(pages.take('p3')).toBeUndefined()
    await expect(pages.take('p2')).resolves.toBe('page 2')
    expect(pages.take('p2')).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is fetched once however often it is asked ahead', () => {
    const { pages } = ahead()
    const load = vi.fn(async () => 'page 2')
    pages.fetch('p2', load)
    pages.fetch('p2', load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('is not shown once older than its maximum age, and its request is stopped', () => {
    const { pages, later } = ahead(1000)
    let signal: AbortSignal | undefined
    pages.fetch('p2', async (s) => ((signal = s), 'page 2'))
    later(1001)
    expect(pages.take('p2')).toBeUndefined()
    expect(signal?.aborted).toBe(true)
  })

  it('gives way to another page, whose request replaces its own', () => {
    const { pages } = ahead()
    const signals: AbortSignal[] = []
    pages.fetch('p2', async (s) => (signals.push(s), 'page 2'))
    pages.fetch('p3', async (s) => (signals.push(s), 'page 3'))
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
    expect(pages.take('p2')).toBeUndefined()
  })

  it('hands over a failure as it is, and never reports it on its own', async () => {
    const { pages } = ahead()
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    pages.fetch('p2', async () => Promise.reject(new Error('offline')))
    await new Promise((r) => setTimeout(r, 0))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
    await expect(pages.take('p2')).rejects.toThrow('offline')
  })

  it('dropped: its request is stopped and nothing is handed over', () => {
    const { pages } = ahead()
    let signal: AbortSignal | undefined
    pages.fetch('p2', async (s) => ((signal = s), 'page 2'))
    pages.drop()
    expect(signal?.aborted).toBe(true)
    expect(pages.take('p2')).toBeUndefined()
  })
})
