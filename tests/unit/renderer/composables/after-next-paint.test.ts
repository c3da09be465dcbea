import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from '@/composables/after-next-paint'

/** The frame callbacks asked for, run when the test says the browser starts a frame. */
let frames: FrameRequestCallback[] = []
function startFrame() {
  const due = frames
  frames = []
  for (const callback of due) callback(performance.now())
}

afterEach(() => {
  frames = []
  vi.unstubAllGlobals()
})

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  // Long enough for a task posted on a MessageChannel to run.
  await new Promise((r) => setTimeout(r, 20))
  return done
}

describe('afterNextPaint', () => {
  it('waits for the next frame, then for the task after it: not before the frame has been drawn', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const painted = afterNextPaint()
    expect(await settled(painted)).toBe(false)
    expect(frames).toHaveLength(1)

    let done = false
    void painted.then(() => (done = true))
    startFrame()
    // Not within the frame's callbacks, nor the microtasks after them (the frame is still being
    // drawn then): in a task of its own, once the frame is done.
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(done).toBe(false)
    expect(await settled(painted)).toBe(true)
  })

  it('never resolves while no frame comes (a hidden window)', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    expect(await settled(afterNextPaint())).toBe(false)
  })
})
