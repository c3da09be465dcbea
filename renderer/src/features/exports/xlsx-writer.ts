/**
 * XLSX through exceljs, with typed cells: amounts are numbers shown with a euro format, dates and
 * date-times are date cells (on Rome's clock, as spreadsheets have no time zones), texts are
 * texts. Headers in the user's language, the number formats in its order.
 *
 * What is held: exceljs's browser build has no streaming writer, so the sheet's cells are kept
 * in its workbook (once: each API page is added and let go) and compressed only at the end;
 * `finish()` drops the workbook as soon as the file's bytes exist.
 */
import type { Workbook, Worksheet } from 'exceljs'
import { type CellValue, type ColumnKind, type ExportColumn, wallClock } from './columns'

function numberFormat(kind: ColumnKind, italian: boolean): string | undefined {
  switch (kind) {
    case 'money':
      return italian ? '#,##0.00 "€"' : '"€"#,##0.00'
    case 'integer':
      return '0'
    case 'decimal':
      return '0.00'
    case 'date':
      return italian ? 'dd/mm/yyyy' : 'yyyy-mm-dd'
    case 'dateTime':
      return italian ? 'dd/mm/yyyy hh:mm' : 'yyyy-mm-dd hh:mm'
    default:
      return undefined
  }
}

/** A typed cell value: a number, a Date (its UTC fields are Rome's wall clock), a text or empty. */
export function xlsxValue(value: CellValue, kind: ColumnKind): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null
  switch (kind) {
    case 'money':
    case 'integer':
    case 'decimal':
      return Number(value)
    case 'date':
    case 'dateTime': {
      const w = wallClock(String(value))
      return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second))
    }
    default:
      return String(value)
  }
}

export interface XlsxWriter<T> {
  rows(rows: readonly T[]): void
  /** The file's bytes; the workbook is dropped afterwards. */
  finish(): Promise<Uint8Array>
}

export async function createXlsxWriter<T>(locale: string, sheetName: string, columns: readonly ExportColumn<T>[]): Promise<XlsxWriter<T>> {
  // Loaded on the first export only: the library is large and most sessions never export.
  const { default: ExcelJS } = await import('exceljs')
  const italian = locale.startsWith('it')
  let workbook: Workbook | null = new ExcelJS.Workbook()
  workbook.creator = 'Registrar Desk'
  const sheet: Worksheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: Math.max(12, c.header.length + 2, c.kind === 'dateTime' ? 17 : 0),
    style: numberFormat(c.kind, italian) ? { numFmt: numberFormat(c.kind, italian) } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  return {
    rows(rows) {
      for (const row of rows) sheet.addRow(columns.map((c) => xlsxValue(c.value(row), c.kind)))
    },
    async finish() {
      if (!workbook) throw new Error('the workbook was already written')
      const buffer = await workbook.xlsx.writeBuffer()
      workbook = null
      return new Uint8Array(buffer as ArrayBuffer)
    },
  }
}
