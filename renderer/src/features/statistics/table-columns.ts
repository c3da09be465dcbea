/**
 * A statistics table's columns: each is an export column (header, kind, value: what the CSV
 * writer of features/exports writes) with a key for the screen's table, so that the table shown
 * and the CSV downloaded are the same figures.
 */
import { formatDate } from '@/composables/formats'
import type { CellValue, ColumnKind, ExportColumn } from '@/features/exports/columns'
import { formatCount, formatDecimal } from './number-formats'

export interface StatsColumn<T> extends ExportColumn<T> {
  readonly key: string
}

/** A cell as the screen's table shows it in the language; `none` stands for no value. */
export function cellText(value: CellValue, kind: ColumnKind, locale: string, none: string): string {
  if (value === null || value === undefined || value === '') return none
  switch (kind) {
    case 'integer':
      return formatCount(locale, Number(value))
    case 'decimal':
    case 'money':
      return formatDecimal(locale, Number(value))
    case 'date':
    case 'dateTime':
      return formatDate(locale, String(value))
    case 'text':
      return String(value)
  }
}

/** A share in basis points (1234) as the percentage a table and a CSV hold (12.34). */
export const percent = (basisPoints: number | null): number | null => (basisPoints === null ? null : basisPoints / 100)
