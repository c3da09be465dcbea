import { describe, expect, it } from 'vitest'
import { apportion } from '../../../../../local-server/features/statistics/apportion.js'

const sum = (a: ArrayLike<number>) => Array.from(a).reduce((x, y) => x + y, 0)

describe('apportion (largest remainder)', () => {
  it('gives parts that add up to exactly the whole, each its quota rounded down or up', () => {
    const weights = [3.3, 1, 0, 7.25, 2, 0.01, 19]
    for (const whole of [0, 1, 7, 100, 10_000, 3_456_789]) {
      const parts = apportion(whole, weights)
      expect(sum(parts), String(whole)).toBe(whole)
      const total = sum(weights)
      parts.forEach((part, i) => {
        const quota = (whole * weights[i]!) / total
        expect(part === Math.floor(quota) || part === Math.floor(quota) + 1, `${whole} ${i}`).toBe(true)
      })
    }
  })

  it('gives the units left over to the largest remainders, and on equal remainders to the earlier category', () => {
    expect(Array.from(apportion(10, [1, 1, 1]))).toEqual([4, 3, 3])
    expect(Array.from(apportion(2, [1, 1, 1]))).toEqual([1, 1, 0])
    expect(Array.from(apportion(10_000, [2, 1]))).toEqual([6667, 3333])
    expect(Array.from(apportion(100, [0.334, 0.333, 0.333]))).toEqual([34, 33, 33])
  })

  it('gives nothing to a category of weight 0, and all zeros when nothing weighs or nothing is shared', () => {
    expect(Array.from(apportion(5, [0, 1, 0]))).toEqual([0, 5, 0])
    expect(Array.from(apportion(5, [0, 0]))).toEqual([0, 0])
    expect(Array.from(apportion(0, [1, 2]))).toEqual([0, 0])
  })
})
