import { describe, expect, it } from 'vitest'
import { csvField, toCsv } from '../../../../../local-server/features/payments/report.js'

describe('RFC 4180 CSV', () => {
  it('leaves plain fields alone and quotes fields with commas, quotes or line breaks', () => {
    expect(csvField('esempio.it')).toBe('esempio.it')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
    expect(csvField('')).toBe('')
  })

  it('ends every record, the last included, with CRLF', () => {
    expect(toCsv([['domain', 'amount'], ['a,b.it', '-4.00']])).toBe('domain,amount\r\n"a,b.it",-4.00\r\n')
  })
})
