import { describe, expect, it } from 'vitest'
import { registryNowFrom } from '@/features/gateway/registry-clock'

describe('the registry clock the screens keep', () => {
  it('is the reported business time moved on by the time passed since it came', () => {
    const reading = { registryTime: '2031-03-10T23:30:00+01:00', receivedAt: 1_000_000 }
    expect(registryNowFrom(reading, 1_000_000)).toBe(Date.parse('2031-03-10T23:30:00+01:00'))
    expect(registryNowFrom(reading, 1_060_000)).toBe(Date.parse('2031-03-10T23:31:00+01:00'))
  })

  it('is the computer’s time until the gateway has answered', () => {
    expect(registryNowFrom(null, 42)).toBe(42)
  })
})
