import { vi } from 'vitest'

/**
 * The browser's frames, started by the test: `requestAnimationFrame` is stubbed to keep its
 * callbacks, and `startFrame` runs those asked so far, in the order asked, as a browser starting
 * a frame does. `vi.unstubAllGlobals()` gives the real one back.
 */
export function fakeFrames(): { readonly pending: number; startFrame(): void } {
  let asked: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => asked.push(callback))
  return {
    get pending() {
      return asked.length
    },
    startFrame() {
      const due = asked
      asked = []
      for (const callback of due) callback(performance.now())
    },
  }
}
