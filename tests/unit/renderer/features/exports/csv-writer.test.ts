import { describe, expect, it } from 'vitest'
import { createCsvWriter, csvField, csvText, csvDialect } from '@/features/exports/csv-writer'
import { columns, rows } from './fixtures'

const decode = (parts: Uint8Array[]) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(parts.flatMap((p) => [...p])))

describe('the CSV writer', () => {
  it('writes Italian with a BOM, semicolons, decimal commas and Rome’s dates', () => {
    const w = createCsvWriter('it', columns)
    const text = decode([w.header(), w.rows(rows.slice(0, 1)), w.rows(rows.slice(1))])
    expect(text.startsWith('\uFEFF')).toBe(true)
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toBe('No.;Created;Date;Note;Amount (€)')
    expect(lines[1]).toBe('1;24/11/2026 00:45;24/11/2026;plain;1234,50')
    expect(text).toContain('2;01/07/2026 10:15;01/07/2026;"a;b, ""quoted""\nline";-20,00\r\n')
    expect(lines.at(-1)).toBe('')
  })

  it('writes English with commas, decimal points, ISO dates and no BOM', () => {
    const w = createCsvWriter('en', columns)
    const text = decode([w.header(), w.rows(rows)])
    expect(text.charCodeAt(0)).not.toBe(0xfeff)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('No.,Created,Date,Note,Amount (€)')
    expect(lines[1]).toBe('1,2026-11-24 00:45,2026-11-24,plain,1234.50')
    expect(text).toContain('"a;b, ""quoted""\nline",-20.00')
  })

  it('never lets a text cell start a formula, but keeps negative amounts numbers', () => {
    const en = csvDialect('en')
    expect(csvText('=HYPERLINK("x")', 'text', en)).toBe('\'=HYPERLINK("x")')
    for (const start of ['+', '-', '@', '\t']) expect(csvText(`${start}1`, 'text', en)).toBe(`'${start}1`)
    expect(csvText(-20, 'money', en)).toBe('-20.00')
    expect(csvText(null, 'money', en)).toBe('')
  })

  it('writes a share or a ratio with two decimals in the language\'s decimal mark, without a unit', () => {
    expect(csvText(12.3456, 'decimal', csvDialect('it'))).toBe('12,35')
    expect(csvText(0.5, 'decimal', csvDialect('en'))).toBe('0.50')
  })

  it('quotes by RFC 4180 only when needed', () => {
    expect(csvField('plain', ',')).toBe('plain')
    expect(csvField('a;b', ',')).toBe('a;b')
    expect(csvField('a;b', ';')).toBe('"a;b"')
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""')
    expect(csvField('two\r\nlines', ',')).toBe('"two\r\nlines"')
  })
})
