/**
 * Checks of Italian identifiers and contact data by their real rules (check digits, not just
 * shapes). Shared by the registrar data, the darwin contact updates and their screens; imports
 * only the contract (itself only typebox), so the renderer can use the same checks before sending.
 */

const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18, N: 20,
  O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
}

const evenValue = (c: string): number => (c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65)

// Digits of the date and municipality parts may be replaced by these letters (omocodia).
const OMOCODE = '[0-9LMNPQRSTUV]'
const PERSON_FISCAL_CODE = new RegExp(
  `^[A-Z]{6}${OMOCODE}{2}[ABCDEHLMPRST]${OMOCODE}{2}[A-Z]${OMOCODE}{3}[A-Z]$`,
)

/** A person's 16-character codice fiscale with a correct check character (case-insensitive). */
export function isValidPersonFiscalCode(value: string): boolean {
  const code = value.trim().toUpperCase()
  if (!PERSON_FISCAL_CODE.test(code)) return false
  let sum = 0
  for (let i = 0; i < 15; i++) {
    const c = code[i]!
    sum += i % 2 === 0 ? ODD_VALUES[c]! : evenValue(c)
  }
  return String.fromCharCode(65 + (sum % 26)) === code[15]
}

/** An Italian VAT number (partita IVA): 11 digits, the last a Luhn-style check digit. */
export function isValidVatNumber(value: string): boolean {
  const v = value.trim().replace(/^IT/i, '')
  if (!/^\d{11}$/.test(v) || /^0{11}$/.test(v)) return false
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const d = v.charCodeAt(i) - 48
    if (i % 2 === 0) sum += d
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2
  }
  return (10 - (sum % 10)) % 10 === v.charCodeAt(10) - 48
}

/**
 * A codice fiscale of either kind: 16 characters for a person, 11 digits (the same rule as the
 * VAT number) for a company or an organisation.
 */
export function isValidFiscalCode(value: string): boolean {
  const v = value.trim()
  return /^\d{11}$/.test(v) ? isValidVatNumber(v) : isValidPersonFiscalCode(v)
}

/** Italian postal code (CAP): five digits. */
export function isValidItalianPostalCode(value: string): boolean {
  return /^\d{5}$/.test(value.trim())
}

// RFC 5321 limits, and the practical shape of an address a registry can send mail to.
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false
  const local = value.split('@')[0] ?? ''
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..') && EMAIL.test(value)
}
