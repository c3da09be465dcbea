/**
 * JSON numbers beyond int64, judged on how they are written. Every number an operation's body
 * holds (ids, amounts of at most ten million euro, counts, entity types) is far inside the 64-bit
 * integer range the registry keeps, so a number beyond it is no value any field could take. A
 * body reaches the schemas as parsed doubles, where 99999999999999999999 and 1e30 are integers
 * like any other: `assignToUser {"userId": 99999999999999999999}` answered 404 "user 1e+20 not
 * found", while the same value in a path answers 400 (wire-number.ts judges a path's digits).
 * The body parser asks this first and answers 400 naming the number.
 *
 * Within int64 a number is left to the schemas; one beyond 2^53 − 1 is read rounded, which names
 * no row of the sandbox either way (wire-number.ts says why that is enough). Imports nothing.
 */

const INT64_MAX = 9223372036854775807n
const INT64_MIN = -9223372036854775808n
/** The least magnitude a double can have beyond int64 (2^63, as doubles round INT64_MAX to it). */
const BEYOND_INT64 = 2 ** 63

/** Digits of INT64_MAX: a whole part of fewer digits is within the range whatever it says. */
const INT64_DIGITS = 19
const QUOTE = 0x22
const BACKSLASH = 0x5c
/** A number's characters in JSON: sign, digits, point, exponent. */
const NUMBER_CHAR = /[-+0-9.eE]/

/**
 * The first number in `text` outside its strings that lies beyond int64, as written; null when
 * none does. A quick look at the text first: without a run of 19 digits or an exponent no number
 * can be that large, so an ordinary body is not walked.
 */
export function numberBeyondInt64(text: string): string | null {
  if (!/\d{19}|\d[eE]/.test(text)) return null
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
      continue
    }
    if (c === QUOTE) {
      inString = true
      continue
    }
    if (!NUMBER_CHAR.test(text[i]!)) continue
    let end = i + 1
    while (end < text.length && NUMBER_CHAR.test(text[end]!)) end++
    const written = text.slice(i, end)
    if (isBeyondInt64(written)) return written
    i = end - 1
  }
  return null
}

/** Whether a JSON number, as written, lies beyond int64. */
function isBeyondInt64(written: string): boolean {
  if (/[eE]/.test(written)) return Math.abs(Number(written)) >= BEYOND_INT64
  const whole = written.split('.')[0]!
  // Not a number JSON allows (`+1`, `1-2`): the parser refuses the body, not this.
  if (!/^-?\d+$/.test(whole)) return false
  const digits = whole.startsWith('-') ? whole.length - 1 : whole.length
  if (digits < INT64_DIGITS) return false
  // A fraction moves the value past the whole part: past INT64_MAX when the whole part equals it.
  const value = BigInt(whole)
  const hasFraction = /\.\d*[1-9]/.test(written)
  return value > INT64_MAX || value < INT64_MIN || (hasFraction && (value === INT64_MAX || value === INT64_MIN))
}
