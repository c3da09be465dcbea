/**
 * Euro amounts, read once. The API takes euro as JSON numbers of whole cents (contract
 * EuroAmount) and the services work in integer cents; the screens read what a person typed
 * ("1250,50", "1250.50", "1.250,50" in Italian) with `parseEuroInput`, within the same bounds as
 * the schema. Imports nothing Node-specific: the renderer's forms use this module too.
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

// Digits, then a comma or a point before at most two decimals, whatever the form's language
// ("12," is 12, as a number it is); no sign, no spaces.
const PLAIN_EURO = /^(\d+)(?:[.,](\d{0,2}))?$/
// Thousands grouped by the language's other mark (a first group without a leading zero, then
// groups of three), then one or two decimals after its own mark: `1.250,50` in Italian,
// `1,250.50` in English.
const GROUPED_EURO = {
  ',': /^([1-9]\d{0,2}(?:\.\d{3})+),(\d{1,2})$/,
  '.': /^([1-9]\d{0,2}(?:,\d{3})+)\.(\d{1,2})$/,
} as const

/**
 * An amount as a person typed it, in the API's own writing (`1000.50`, `1250`: digits, a point
 * before the decimals), or undefined when it is not one. Besides digits with either mark before
 * their decimals, it reads thousands grouped as the form's language groups them when
 * `decimalMark` (the language's: `,` Italian, `.` English) is given, and only with the decimals
 * written (`1.000,00`): then each mark can only be what it is. Without them, `1.000` could be a
 * thousand or a mistyped amount with three decimals (`250.505` for `250,50`), and reading it as a
 * thousand would send a thousand times what was meant, on a payment: it is refused, and the
 * message shows both writings. `1.5` and `1,5` stay one and a half in both languages. Mixed
 * writings (`1.000.50`, `1,000.50` in Italian) are refused.
 */
export function normalEuroText(typed: string, decimalMark?: string): string | undefined {
  const text = typed.trim()
  const grouped = decimalMark === ',' || decimalMark === '.' ? GROUPED_EURO[decimalMark].exec(text) : null
  const m = grouped ?? PLAIN_EURO.exec(text)
  if (!m) return undefined
  const whole = m[1]!.replace(/[.,]/g, '')
  return m[2] ? `${whole}.${m[2]}` : whole
}

/**
 * An amount as a person typed it, as the euro number to send: exact to the cent, since it is
 * built from the digits, not from a float. `decimalMark` is the form's language's, for the
 * thousands it groups (`normalEuroText`). `zero` accepts 0 where it means something (a
 * threshold), as EuroAmount's option does.
 */
export function parseEuroInput(typed: string, options: { readonly zero?: boolean; readonly decimalMark?: string } = {}): EuroInput {
  if (typed.trim() === '') return { ok: false, problem: 'required' }
  const text = normalEuroText(typed, options.decimalMark)
  if (text === undefined) return { ok: false, problem: 'decimals' }
  const [whole, decimals = ''] = text.split('.')
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  if (cents === 0 && !options.zero) return { ok: false, problem: 'positive' }
  if (cents > MAX_EURO * 100) return { ok: false, problem: 'tooLarge' }
  return { ok: true, euro: euro(cents) }
}
