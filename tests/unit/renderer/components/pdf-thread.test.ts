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

describe('the pdf.js thread started ahead', () => {
  it('starts one thread however often it is asked to, and hands that one over', () => {
    const { started, start } = fakeThreads()
    const ahead = createPdfThreadAhead(start)
    ahead.start()
    ahead.start()
    expect(started).toHaveLength(1)
    expect(ahead.take()).toBe(started[0])
    expect(started[0]!.terminate).not.toHaveBeenCalled()
  })

  it('hands a thread over once: the next taker gets a new one', () => {
    const { started, start } = fakeThreads()
    const ahead = createPdfThreadAhead(start)
    ahead.start()
    const first = ahead.take()
    const second = ahead.take()
    expect(second).not.toBe(first)
    expect(started).toHaveLength(2)
  })

  it('starts a thread when none was started ahead', () => {
    const { started, start } = fakeThreads()
    expect(createPdfThreadAhead(start).take()).toBe(started[0])
  })

  it('ends the waiting thread when dropped (whoever signed in opens no PDFs), and starts again after', () => {
    const { started, start } = fakeThreads()
    const ahead = createPdfThreadAhead(start)
    ahead.start()
    ahead.drop()
    expect(started[0]!.terminate).toHaveBeenCalled()
    ahead.start()
    expect(started).toHaveLength(2)
    expect(ahead.take()).toBe(started[1])
  })
})
