import { describe, expect, it } from 'vitest'
import { ISO_639_1_CODES } from '../../../../local-server/contract/registrar.js'

/** The codes ICU names, withdrawn ones included: every pair of lowercase letters it knows. */
function namedByIcu(): string[] {
  const names = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' })
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  return [...letters].flatMap((a) => [...letters].map((b) => a + b)).filter((code) => names.of(code) !== undefined)
}

describe('ISO_639_1_CODES (public information languages)', () => {
  it('are the 183 codes in force: two lowercase letters ICU names, without the withdrawn ones', () => {
    const withdrawn = ['bh', 'in', 'iw', 'ji', 'jw', 'mo', 'sh']
    expect(ISO_639_1_CODES).toHaveLength(183)
    expect([...ISO_639_1_CODES]).toEqual(namedByIcu().filter((code) => !withdrawn.includes(code)))
    expect(new Set(ISO_639_1_CODES).size).toBe(ISO_639_1_CODES.length)
  })
})
