/**
 * The text of the date field, read whole or not at all. The picker's own reading took any
 * beginning of a date (`3` is the 3rd of this month, `02/3` the 3rd of February) and gave it to
 * the form at each keystroke; a date that then could not be read (`31/02/2026`) left the last
 * beginning in the form. Its mask also capped the day at 31 and the month at 12 (`13` → `12`).
 * Here a text is a date only once it is complete and exists, or nothing.
 */
import { isValidDate } from '@validation/registry-date'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (n: number, size: number) => String(n).padStart(size, '0')

/**
 * The ISO date (`2026-11-24`) a typed text names, in the app's order (`pattern`, `dd/MM/yyyy` or
 * `MM/dd/yyyy`) or as the API writes it (`2026-11-24`); null when it is incomplete, malformed or
 * names no day of the calendar (`31/02/2026`, `31/04/2026`), instead of a neighbouring date.
 */
export function readTypedDate(text: string, pattern: string): string | null {
  const typed = text.trim()
  const iso = ISO_DATE.exec(typed)
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed)
  let year: number, month: number, day: number
  if (iso) [year, month, day] = [+iso[1]!, +iso[2]!, +iso[3]!]
  else if (local) {
    const dayFirst = pattern.startsWith('dd')
    ;[year, month, day] = [+local[3]!, +local[dayFirst ? 2 : 1]!, +local[dayFirst ? 1 : 2]!]
  } else return null
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`
  // The calendar the API checks dates against; year 0 is not on the one the picker shows.
  return year >= 1 && isValidDate(date) ? date : null
}

/**
 * The local midnight of an ISO date: the day the user sees in the calendar. `new Date(iso)` takes
 * midnight UTC, the evening before west of UTC; `new Date(y, m, d)` takes years 0–99 as 1900–1999.
 */
export function localDate(iso: string | undefined): Date | undefined {
  const m = ISO_DATE.exec(iso ?? '')
  if (!m) return undefined
  const date = new Date(2000, 0, 1)
  date.setFullYear(+m[1]!, +m[2]! - 1, +m[3]!)
  return date
}

/**
 * The text as it is typed, with the separators put in as the digits come (`24112026` →
 * `24/11/2026`, `24` → `24/`), in the pattern's groups; nothing is capped or corrected, so that
 * a wrong date stays visible as typed. A text with a dash is the API's form, pasted: left alone.
 */
export function maskTypedDate(text: string, pattern: string): string {
  if (text.includes('-')) return text
  const sizes = pattern.split('/').map((name) => name.length)
  let digits = text.replace(/\D/g, '')
  let masked = ''
  for (const [i, size] of sizes.entries()) {
    const group = digits.slice(0, size)
    digits = digits.slice(size)
    masked += group
    if (group.length < size || i === sizes.length - 1) break
    masked += '/'
  }
  return masked
}
