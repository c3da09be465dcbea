/**
 * Italian formats of the invoice PDF, written by hand rather than with Intl so the text is the
 * same on every machine (Intl's ICU data varies, and uses no-break spaces that break text search).
 */

/** `123456` cents → `1.234,56 €`; negative amounts keep their sign: `-1.234,56 €`. */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}${units},${String(abs % 100).padStart(2, '0')} €`
}

/** `2026-03-15` → `15/03/2026`. */
export function formatItalianDate(date: string): string {
  const [y, m, d] = date.split('-')
  return `${d}/${m}/${y}`
}
