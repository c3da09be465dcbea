import { describe, expect, it } from 'vitest'
import { fitScale, MAX_ZOOM, MIN_ZOOM, stepZoom } from '@/components/pdf/zoom'

// An A4 page is 595 points wide at scale 1.
const A4 = 595

describe('the PDF viewer’s scale', () => {
  it('fits the page to the width it is given, whatever the window', () => {
    expect(fitScale(595, A4)).toBe(1)
    expect(fitScale(452, A4)).toBeCloseTo(0.76, 2)
    expect(fitScale(1190, A4)).toBe(2)
  })

  it('stays within sensible bounds, and falls back to 100% before the page is known', () => {
    expect(fitScale(100_000, A4)).toBe(MAX_ZOOM)
    expect(fitScale(10, A4)).toBe(MIN_ZOOM / 2)
    expect(fitScale(0, A4)).toBe(1)
    expect(fitScale(500, 0)).toBe(1)
  })

  it('zooms from a fitted scale to the next level up or down', () => {
    expect(stepZoom(0.76, 1)).toBe(1)
    expect(stepZoom(0.76, -1)).toBe(0.75)
    expect(stepZoom(1, 1)).toBe(1.25)
    expect(stepZoom(1, -1)).toBe(0.75)
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM)
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM)
  })
})
