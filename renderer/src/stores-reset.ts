import type { PiniaPluginContext } from 'pinia'

/**
 * Collects the `reset` action of every store (but the session's) so that all of them can be put
 * back to their initial state when the session ends: nothing of one user is shown to the next.
 */
export function createResetPlugin() {
  const resets = new Set<() => void>()
  return {
    plugin({ store }: PiniaPluginContext) {
      const reset = (store as { reset?: unknown }).reset
      if (store.$id !== 'session' && typeof reset === 'function') resets.add(reset as () => void)
    },
    resetAll() {
      for (const reset of resets) reset()
    },
  }
}
