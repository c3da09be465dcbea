import { describe, expect, it, vi } from 'vitest'
import { createPdfThreadAhead } from '@/components/pdf/pdf-thread'

/** Threads as the starter sees them: each one started, and whether it was ended. */
function fakeThreads() {
  const started: { terminate: ReturnType<typeof vi.fn> }[] = []
  const start = vi.fn(() => {
    const thread = { terminate: vi.fn() }
    started.push(thread)
    return thread as unknown as Worker
  })
  return { started, start }
}

const noModule = () => Promise.resolve()

describe('the pdf.js thread started ahead', () => {
  it('starts one thread however often it is asked to, and hands that one over', () => {
    const { started, start } = fakeThreads()
    const ahead = createPdfThreadAhead(start, noModule)
    ahead.start()
    ahead.start()
    expect(started).toHaveLength(1)
    expect(ahead.take()).toBe(started[0])
    expect(started[0]!.terminate).not.toHaveBeenCalled()
  })

  it('hands a thread over once: the next taker gets a new one', () => {
    const { started, start } = fakeThreads()
    const ahead = createPdfThreadAhead(start, noModule)
    ahead.start()
    const first = ahead.take()
    const second = ahead.take()
    expect(second).not.toBe(first)
    expect(started).toHaveLength(2)
  })

  it('starts a thread when none was started ahead', () => {
    const { started, start } = fakeThreads()
    expect(createPdfThreadAhead(start, noModule).take()).toBe(started[0])
  })

  it('ends the waiting thread when dropped (whoever signed in opens no PDFs), and starts again after', () => {
    const { started, start } = fakeThreads()
    const ahead = createPdfThreadAhead(start, noModule)
    ahead.start()
    ahead.drop()
    expect(started[0]!.terminate).toHaveBeenCalled()
    ahead.start()
    expect(started).toHaveLength(2)
    expect(ahead.take()).toBe(started[1])
  })

  it('loads pdf.js’s module with the thread, and a module that fails to load changes nothing yet', async () => {
    const { started, start } = fakeThreads()
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const ahead = createPdfThreadAhead(start, load)
    ahead.start()
    expect(load).toHaveBeenCalledTimes(1)
    await Promise.resolve()
    expect(ahead.take()).toBe(started[0])
  })
})
