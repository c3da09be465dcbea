/**
 * Euro amounts, read once. The API takes euro as JSON numbers of whole cents (contract
 * EuroAmount) and the services work in integer cents; the screens read what a person typed
 * ("1250,50" or "1250.50") with `parseEuroInput`, within the same bounds as the schema. Imports
 * nothing Node-specific: the renderer's forms use this module too.
 */
import { MAX_EURO } from '../contract/common.js'

/**
 * Integer cents of a euro amount a client sent. Its schema (contract EuroAmount) has already
 * refused anything but whole cents, so rounding only removes binary floating point's noise
 * (0.07 * 100 is 7.000000000000001).
 */
export const toCents = (euro: number): number => Math.round(euro * 100)

/** Euro number for JSON. */
export const euro = (cents: number): number => cents / 100

/** Euro text with two fraction digits (`"150.00"`, `"-4.00"`). */
export function euroText(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * An amount as a form shows it for editing, so that `parseEuroInput` reads it back unchanged: two
 * decimals, no grouping, and the decimal mark of the form's language (`1000,50` / `1000.50`).
 */
export function typedEuro(value: number, decimalMark: string): string {
  return euroText(toCents(value)).replace('.', decimalMark)
}

/** Why a typed amount cannot be sent; the forms translate the code. */
type EuroInputProblem = 'required' | 'decimals' | 'positive' | 'tooLarge'

export type EuroInput = { ok: true; euro: number } | { ok: false; problem: EuroInputProblem }

// Digits, then a comma (Italian) or a point before at most two decimals ("12," is 12, as a
// number it is); no sign, no grouping.
const TYPED_EURO = /^(\d+)(?:[.,](\d{0,2}))?$/

/**
 * An amount as a person typed it, as the euro number to send: exact to the cent, since it is
 * built from the digits, not from a float. `zero` accepts 0 where it means something (a
 * threshold), as EuroAmount's option does.
 */
export function parseEuroInput(typed: string, options: { readonly zero?: boolean } = {}): EuroInput {
  const text = typed.trim()
  if (text === '') return { ok: false, problem: 'required' }
  const m = TYPED_EURO.exec(text)
  if (!m) return { ok: false, problem: 'decimals' }
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  if (cents === 0 && !options.zero) return { ok: false, problem: 'positive' }
  if (cents > MAX_EURO * 100) return { ok: false, problem: 'tooLarge' }
  return { ok: true, euro: euro(cents) }
}
