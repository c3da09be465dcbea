/**
 * Checks on a JSON body's text before it is parsed (plugins/json-body.ts), each a walk of the text
 * that skips its strings, escapes and all. Imports nothing.
 *
 * Nesting: every walk of a parsed body (the text checks of strict-input.ts, the request log's
 * redaction) is recursive, so a body nested thousands of levels deep overflowed the stack.
 *
 * Numbers beyond int64, judged on how they are written. Every number an operation's body holds
 * (ids, amounts of at most ten million euro, counts, entity types) is far inside the 64-bit
 * integer range the registry keeps, so a number beyond it is no value any field could take. A
 * body reaches the schemas as parsed doubles, where 99999999999999999999 and 1e30 are integers
 * like any other: `assignToUser {"userId": 99999999999999999999}` answered 404 "user 1e+20 not
 * found", while the same value in a path answers 400 (wire-number.ts judges a path's digits).
 * Within int64 a number is left to the schemas; one beyond 2^53 − 1 is read rounded, which names
 * no row of the sandbox either way (wire-number.ts says why that is enough).
 */

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** The index of the quote that ends the string opened at `open` (the text's length if none does). */
function stringEnd(text: string, open: number): number {
  for (let i = open + 1; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === BACKSLASH) i++
    else if (c === QUOTE) return i
  }
  return text.length
}

/** Whether arrays and objects in `text` nest deeper than `max`. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) i = stringEnd(text, i)
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--
  }
  return false
}

const INT64_MAX = 9223372036854775807n
const INT64_MIN = -9223372036854775808n
/** The least magnitude a double can have beyond int64 (2^63, as doubles round INT64_MAX to it). */
const BEYOND_INT64 = 2 ** 63

/** Digits of INT64_MAX: a whole part of fewer digits is within the range whatever it says. */
const INT64_DIGITS = 19
/** A number's characters in JSON: sign, digits, point, exponent. */
const NUMBER_CHAR = /[-+0-9.eE]/

/**
 * The first number in `text` outside its strings that lies beyond int64, as written; null when
 * none does. A quick look at the text first: without a run of 19 digits or an exponent no number
 * can be that large, so an ordinary body is not walked.
 */
export function numberBeyondInt64(text: string): string | null {
  if (!/\d{19}|\d[eE]/.test(text)) return null
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) === QUOTE) {
      i = stringEnd(text, i)
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
