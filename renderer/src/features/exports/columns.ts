/**
 * What an export writes: one column is a header in the user's language, a kind (how the CSV and
 * XLSX writers turn the value into text or a typed cell) and the value taken from a row.
 */
import { registryWallClock } from '@validation/registry-date'

/** `decimal`: a number shown with two decimals and no unit (a percentage, a ratio). */
export type ColumnKind = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'dateTime'

/** A calendar date `2026-11-24`, a date-time `2026-11-24T00:45:00Z`, a number, a text or nothing. */
export type CellValue = string | number | null | undefined

export interface ExportColumn<T> {
  readonly header: string
  readonly kind: ColumnKind
  value(row: T): CellValue
}

/** The wall-clock fields of a date or a date-time in Rome (the registry's zone, like the screens). */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function wallClock(value: string): WallClock {
  const m = CALENDAR_DATE.exec(value)
  if (m) return { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: 0, minute: 0, second: 0 }
  const [year, month, day, hour, minute, second] = registryWallClock(Date.parse(value)).split(/\D/).map(Number) as number[]
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! }
}
