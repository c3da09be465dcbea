import { describe, expect, it } from 'vitest'
import { CLOCK_MAX, CLOCK_MIN, createSandboxClock } from '../../../../local-server/core/clock.js'
import type { Settings } from '../../../../local-server/core/settings.js'

function memorySettings(): Settings & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  } as Settings & { values: Map<string, string> }
}

const REAL = Date.UTC(2026, 2, 1, 9, 15)

describe('createSandboxClock', () => {
  it('refuses an instant outside 2000–2199 and stays where it was, stored setting included', () => {
    const settings = memorySettings()
    const clock = createSandboxClock(settings, () => REAL)
    for (const at of [Date.parse('0099-06-01T00:00:00Z'), Date.UTC(1999, 11, 31, 22, 59, 59), CLOCK_MAX + 1, CLOCK_MIN - 1, Number.NaN]) {
      expect(() => clock.set(at, true)).toThrow(RangeError)
      expect(clock.state()).toEqual({ now: REAL, moved: false, frozen: false })
      expect(settings.values.size).toBe(0)
    }
  })

  it('accepts the bounds', () => {
    const clock = createSandboxClock(memorySettings(), () => REAL)
    clock.set(CLOCK_MIN, true)
    expect(clock.now()).toBe(CLOCK_MIN)
    clock.set(CLOCK_MAX, true)
    expect(clock.now()).toBe(CLOCK_MAX)
  })

  it('ignores a stored instant outside the range (written by an older version) and runs on real time', () => {
    const settings = memorySettings()
    settings.values.set('clock', JSON.stringify({ frozenAt: Date.UTC(50, 0, 1) }))
    const clock = createSandboxClock(settings, () => REAL)
    expect(clock.state()).toEqual({ now: REAL, moved: false, frozen: false })
  })
})
