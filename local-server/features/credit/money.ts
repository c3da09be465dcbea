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
