import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '@/composables/after-next-paint'
import { fakeFrames } from '../fake-frames'

afterEach(() => vi.unstubAllGlobals())

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  // Long enough for a task posted on a MessageChannel to run.
  await new Promise((r) => setTimeout(r, 20))
  return done
}

describe('afterNextPaint', () => {
  it('waits for the next frame, then for the task after it: not before the frame has been drawn', async () => {
    const frames = fakeFrames()
    const painted = afterNextPaint()
    expect(await settled(painted)).toBe(false)
    expect(frames.pending).toBe(1)

    let done = false
    void painted.then(() => (done = true))
    frames.startFrame()
    // Not within the frame's callbacks, nor the microtasks after them (the frame is still being
    // drawn then): in a task of its own, once the frame is done.
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(done).toBe(false)
    expect(await settled(painted)).toBe(true)
  })

  it('never resolves while no frame comes (a hidden window)', async () => {
    fakeFrames()
    expect(await settled(afterNextPaint())).toBe(false)
  })
})
