import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { createXlsxWriter, xlsxValue } from '@/features/exports/xlsx-writer'
import { columns, rows } from './fixtures'

async function readBack(bytes: Uint8Array) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer)
  return book.worksheets[0]!
}

describe('the XLSX writer', () => {
  it('writes numbers as numbers and dates as dates, on Rome’s clock', async () => {
    const w = await createXlsxWriter('it', 'Pagamenti', columns)
    w.rows(rows.slice(0, 2))
    w.rows(rows.slice(2))
    const sheet = await readBack(await w.finish())
    expect(sheet.name).toBe('Pagamenti')
    expect(sheet.getRow(1).values).toEqual([undefined, 'No.', 'Created', 'Date', 'Note', 'Amount (€)'])
    expect(sheet.rowCount).toBe(4)
    const first = sheet.getRow(2)
    expect(first.getCell(1).value).toBe(1)
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2026, 10, 24, 0, 45)))
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 10, 24)))
    expect(first.getCell(5).value).toBe(1234.5)
    expect(first.getCell(5).numFmt).toBe('#,##0.00 "€"')
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy')
    expect(sheet.getRow(3).getCell(5).value).toBe(-20)
    expect(sheet.getRow(3).getCell(4).value).toBe('a;b, "quoted"\nline')
    // A text that looks like a formula stays a text cell, never a formula.
    expect(sheet.getRow(4).getCell(4).value).toBe('=HYPERLINK("x")')
    expect(sheet.getRow(4).getCell(4).type).toBe(ExcelJS.ValueType.String)
  })

  it('uses the English formats in English', async () => {
    const w = await createXlsxWriter('en', 'Payments', columns)
    w.rows(rows)
    const sheet = await readBack(await w.finish())
    expect(sheet.getRow(2).getCell(5).numFmt).toBe('"€"#,##0.00')
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('yyyy-mm-dd hh:mm')
    await expect(w.finish()).rejects.toThrow()
  })

  it('keeps a share or a ratio a number', () => {
    expect(xlsxValue(12.35, 'decimal')).toBe(12.35)
  })
})
