/**
 * Numbers as they travel in a path or a query: one reading for path ids, integer query
 * parameters and the integer and amount values of every search (docs/api-conventions.md,
 * "Values"). A number is written exactly: decimal digits with an optional minus, and an amount at
 * most two decimals after a point. No spaces around it, no `+`, exponent, `0x`, `_` or `1.0` for
 * an integer: what a client meant by those is a guess.
 *
 * The registry keeps integers and amounts (in cents) as int64, so a value beyond int64 is no value
 * it could hold: refused. Within int64 the value is judged on its digits, never on a double that
 * rounds it (9223372036854775808 is not int64 even though `Number()` makes it 2^63). The sandbox's
 * rows stop far below 2^53 (ids are assigned one by one, amounts end at 10,000,000 euro), so a value
 * beyond 2^53 − 1 is read as ±2^53 (exact as a double): it compares with every stored value as the
 * value itself would (greater than each, equal to none), so a lookup finds nothing and a filter
 * keeps or drops exactly the rows it should. Imports nothing: usable anywhere.
 */

const INT64_MAX = 9223372036854775807n
const INT64_MIN = -9223372036854775808n

/** Past every value the sandbox stores, and exact as a double: 2^53. */
export const BEYOND_STORED = 2 ** 53

/** What is wrong with a number as written. */
export type WireNumberProblem =
  /** Not decimal digits (with an optional minus); for an amount, not digits with at most two decimals. */
  | 'not_a_number'
  /** An amount with more than two decimals. */
  | 'too_many_decimals'
  /** Beyond int64 (an amount: its cents). */
  | 'out_of_range'

export type WireNumber = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly problem: WireNumberProblem }

const INTEGER = /^-?\d+$/
const DECIMAL = /^-?\d+(?:\.(\d+))?$/

/** An exact int64 as the number the server works with: itself up to 2^53 − 1, ±2^53 beyond. */
function fromInt64(n: bigint): WireNumber {
  if (n > INT64_MAX || n < INT64_MIN) return { ok: false, problem: 'out_of_range' }
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: true, value: BEYOND_STORED }
  if (n < BigInt(Number.MIN_SAFE_INTEGER)) return { ok: true, value: -BEYOND_STORED }
  return { ok: true, value: Number(n) }
}

/**
 * Up to 15 digits a value is below 10^15 < 2^53, exact as a double: read without a BigInt, which
 * every path id and integer filter of a request would otherwise make. `-0` is 0.
 */
const EXACT_DIGITS = 15
const digitsOf = (whole: string): number => (whole.startsWith('-') ? whole.length - 1 : whole.length)

/** An integer written in decimal digits, within int64. */
export function readInteger(text: string): WireNumber {
  if (!INTEGER.test(text)) return { ok: false, problem: 'not_a_number' }
  if (digitsOf(text) <= EXACT_DIGITS) return { ok: true, value: Number(text) + 0 }
  return fromInt64(BigInt(text))
}

/** Euro with at most two decimals, as integer cents within int64. */
export function readCents(text: string): WireNumber {
  const m = DECIMAL.exec(text)
  if (!m) return { ok: false, problem: 'not_a_number' }
  const fraction = m[1] ?? ''
  if (fraction.length > 2) return { ok: false, problem: 'too_many_decimals' }
  const point = text.indexOf('.')
  const whole = point < 0 ? text : text.slice(0, point)
  const negative = whole.startsWith('-')
  // Whole euros of up to 13 digits make at most 15 digits of cents: exact as a double.
  if (digitsOf(whole) <= EXACT_DIGITS - 2) {
    const cents = Number(whole.replace('-', '')) * 100 + Number(fraction.padEnd(2, '0'))
    return { ok: true, value: negative && cents !== 0 ? -cents : cents }
  }
  const cents = BigInt(whole.replace('-', '')) * 100n + BigInt(fraction.padEnd(2, '0'))
  return fromInt64(negative ? -cents : cents)
}

/** A decimal number (digits, optionally a point and more digits), for a column that keeps it as a double. */
export function readDecimal(text: string): WireNumber {
  if (!DECIMAL.test(text)) return { ok: false, problem: 'not_a_number' }
  return { ok: true, value: Number(text) }
}

/** The sentence of a problem, after the value (`'1.0' is not an integer in decimal digits`). */
export function wireNumberProblem(problem: WireNumberProblem, kind: 'integer' | 'amount' | 'number'): string {
  switch (problem) {
    case 'not_a_number':
      return kind === 'integer' ? 'is not an integer in decimal digits' : kind === 'amount' ? 'is not an amount in decimal digits' : 'is not a number'
    case 'too_many_decimals':
      return 'has more than two decimals'
    case 'out_of_range':
      return kind === 'amount' ? 'is beyond the amounts the registry keeps (int64 cents)' : 'is beyond the 64-bit integer range'
  }
}
