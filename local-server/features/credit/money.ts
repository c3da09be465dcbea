import { badRequest } from '../../api-error.js'

/** Integer cents of a euro amount given in JSON; more than two decimals answers 400 on `field`. */
export function toCents(euro: number, field: string): number {
  const cents = Math.round(euro * 100)
  // Binary floating point: 0.07 * 100 is 7.000000000000001, so compare with a tolerance.
  if (Math.abs(euro * 100 - cents) > 1e-6) throw badRequest('invalid_amount', `${field}: at most two decimals`, field)
  return cents
}

/** Euro number for JSON. */
export const euro = (cents: number): number => cents / 100

/** Euro text with two fraction digits (`"150.00"`, `"-4.00"`). */
export function euroText(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
