/**
 * The focus ring and the look of unavailable buttons, read from the stylesheet itself: the
 * contrast of the ring's outer colour (what meets the page) is computed as WCAG defines it.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const css = readFileSync(resolve(__dirname, '../../../../renderer/src/styles/base.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

/** The declarations of the first rule whose selector list is exactly `selector`. */
function rule(selector: string): Record<string, string> {
  const match = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((m) => m[1]!.trim().replace(/\s+/g, ' ') === selector)
  if (!match) throw new Error(`no rule ${selector}`)
  return Object.fromEntries(
    match[2]!
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  )
}
const token = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)![1]!.trim()

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('the focus ring', () => {
  it('stands out 3:1 at least from the white cards and from the page', () => {
    const shadows = token('--focus').split(/,(?![^(]*\))/)
    // The widest ring is the one that meets the background.
    const outer = shadows.map((s) => /(\d+)px\s+(#[0-9a-f]{6})\s*$/i.exec(s.trim())!).sort((a, b) => Number(b[1]) - Number(a[1]))[0]![2]!
    for (const background of [token('--surface'), token('--surface-sunken')]) expect(contrast(outer, background)).toBeGreaterThanOrEqual(3)
  })

  it('keeps an outline for forced colours, which drop every box-shadow', () => {
    const focus = rule(':focus-visible')
    expect(focus['box-shadow']).toBe('var(--focus)')
    expect(focus.outline).toMatch(/^\d+px solid transparent$/)
    expect(focus.outline).not.toMatch(/none/)
  })
})

describe('an unavailable button', () => {
  it('marked aria-disabled looks like a disabled one, with or without the button class', () => {
    const unavailable = rule(".button:disabled, .button[aria-disabled='true'], button[aria-disabled='true']")
    expect(unavailable).toEqual({ opacity: '0.55', cursor: 'not-allowed' })
  })

  it('does not react to the pointer as if it were available', () => {
    expect(css).toContain(".button:hover:not(:disabled, [aria-disabled='true'])")
    expect(css).toContain(".button--primary:hover:not(:disabled, [aria-disabled='true'])")
  })
})
