/**
 * CSV in the user's language (RFC 4180: CRLF line ends, fields with the separator, a quote or a
 * line break quoted, quotes doubled).
 *
 * - Italian: `;` between fields, a decimal comma without thousands grouping (`1234,56`: what a
 *   spreadsheet set to Italian reads as a number; `1.234,56` would be read as text by some),
 *   dates `24/11/2026` and `24/11/2026 01:45`, and a UTF-8 BOM so that Excel reads UTF-8 and
 *   opens the file in columns.
 * - English: `,` between fields, `1234.56`, dates `2026-11-24` and `2026-11-24 01:45` (ISO order,
 *   which every spreadsheet reads as a date); no BOM.
 * Date-times on Rome's clock, as on the screens. A text cell starting with = + - @ (or a tab or
 * a carriage return) gets a leading `'`, so that a spreadsheet never runs it as a formula.
 */
import { type CellValue, type ColumnKind, type ExportColumn, wallClock } from './columns'

export interface CsvDialect {
  readonly separator: string
  readonly decimal: string
  readonly bom: boolean
}

export function csvDialect(locale: string): CsvDialect {
  return locale.startsWith('it') ? { separator: ';', decimal: ',', bom: true } : { separator: ',', decimal: '.', bom: false }
}

const UTF8_BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function dateText(value: string, withTime: boolean, italian: boolean): string {
  const w = wallClock(value)
  const date = italian ? `${pad(w.day)}/${pad(w.month)}/${w.year}` : `${w.year}-${pad(w.month)}-${pad(w.day)}`
  return withTime ? `${date} ${pad(w.hour)}:${pad(w.minute)}` : date
}

/** One value as the text of its field, before quoting. */
export function csvText(value: CellValue, kind: ColumnKind, dialect: CsvDialect): string {
  if (value === null || value === undefined || value === '') return ''
  switch (kind) {
    case 'money':
    case 'decimal':
      return Number(value).toFixed(2).replace('.', dialect.decimal)
    case 'integer':
      return String(Math.trunc(Number(value)))
    case 'date':
    case 'dateTime':
      return dateText(String(value), kind === 'dateTime', dialect.separator === ';')
    case 'text': {
      const text = String(value)
      return FORMULA_START.test(text) ? `'${text}` : text
    }
  }
}

export function csvField(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export interface CsvWriter<T> {
  /** The BOM (Italian) and the header line. */
  header(): Uint8Array
  /** The lines of some rows, as UTF-8: the caller keeps the bytes and lets the rows go. */
  rows(rows: readonly T[]): Uint8Array
}

export function createCsvWriter<T>(locale: string, columns: readonly ExportColumn<T>[]): CsvWriter<T> {
  const dialect = csvDialect(locale)
  const encoder = new TextEncoder()
  const line = (fields: string[]) => fields.map((f) => csvField(f, dialect.separator)).join(dialect.separator) + '\r\n'
  return {
    header: () => encoder.encode((dialect.bom ? UTF8_BOM : '') + line(columns.map((c) => c.header))),
    rows: (rows) => encoder.encode(rows.map((row) => line(columns.map((c) => csvText(c.value(row), c.kind, dialect)))).join('')),
  }
}
