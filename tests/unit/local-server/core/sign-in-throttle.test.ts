import { describe, expect, it } from 'vitest'
import { createSignInThrottle, type ThrottlePolicy } from '../../../../local-server/core/sign-in-throttle.js'

const policy: ThrottlePolicy = { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000, maxEntries: 4 }

function throttleAt(start = 1_000_000) {
  let now = start
  const throttle = createSignInThrottle(policy, () => now)
  return { throttle, advance: (ms: number) => void (now += ms) }
}

describe('sign-in throttle', () => {
  it('lets the free failures through, then locks for a delay that doubles up to the maximum', () => {
    const { throttle } = throttleAt()
    for (let i = 0; i < 3; i++) {
      expect(throttle.waitMs('billing')).toBe(0)
      throttle.failed('billing')
    }
    expect(throttle.waitMs('billing')).toBe(0)
    const waits = []
    for (let i = 0; i < 6; i++) {
      throttle.failed('billing')
      waits.push(throttle.waitMs('billing'))
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
    expect(throttle.waitMs('admin')).toBe(0)
  })

  it('unlocks when the delay has passed and forgets the failures after a quiet spell', () => {
    const { throttle, advance } = throttleAt()
    for (let i = 0; i < 4; i++) throttle.failed('billing')
    expect(throttle.waitMs('billing')).toBe(1000)
    advance(400)
    expect(throttle.waitMs('billing')).toBe(600)
    advance(600)
    expect(throttle.waitMs('billing')).toBe(0)
    throttle.failed('billing')
    expect(throttle.waitMs('billing')).toBe(2000)
    advance(60_000)
    throttle.failed('billing')
    expect(throttle.waitMs('billing')).toBe(0)
  })

  it('forgets a key that signed in correctly', () => {
    const { throttle } = throttleAt()
    for (let i = 0; i < 5; i++) throttle.failed('billing')
    throttle.clear('billing')
    expect(throttle.waitMs('billing')).toBe(0)
    expect(throttle.size()).toBe(0)
  })

  it('remembers at most maxEntries keys, dropping the least recently failed first', () => {
    const { throttle, advance } = throttleAt()
    for (let i = 0; i < 4; i++) throttle.failed('kept')
    for (let i = 0; i < 1000; i++) {
      advance(1)
      throttle.failed(`guess-${i}`)
      if (i % 2 === 0) throttle.failed('kept')
    }
    expect(throttle.size()).toBe(4)
    expect(throttle.waitMs('kept')).toBeGreaterThan(0)
  })
})
