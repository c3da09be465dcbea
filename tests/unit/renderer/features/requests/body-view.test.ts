/** How the Requests screen shows a logged body, and what it says of what the log left out. */
import { describe, expect, it } from 'vitest'
import { bodyShown, keptSize } from '@/features/requests/body-view'

const PDF = Buffer.from('%PDF-1.7\n').toString('base64')

describe('a logged body as shown', () => {
  it('JSON is indented; a cut JSON, which would not parse, is shown as kept', () => {
    expect(bodyShown({ type: 'application/json; charset=utf-8', size: 13, text: '{"a":[1,2]}', truncated: false })).toEqual({ kind: 'text', text: '{\n  "a": [\n    1,\n    2\n  ]\n}' })
    expect(bodyShown({ type: 'application/problem+json', size: 900, text: '{"a":[1,', truncated: true })).toEqual({ kind: 'text', text: '{"a":[1,' })
    expect(bodyShown({ type: 'text/csv', size: 4, text: 'a;b\n', truncated: false })).toEqual({ kind: 'text', text: 'a;b\n' })
  })

  it('a whole PDF is previewed from its bytes, a picture from a data URL; a cut one is described', () => {
    const pdf = bodyShown({ type: 'application/pdf', size: 9, base64: PDF, truncated: false })
    expect(pdf.kind === 'pdf' && Buffer.from(pdf.bytes).toString()).toBe('%PDF-1.7\n')
    expect(bodyShown({ type: 'image/png', size: 3, base64: 'AAAA', truncated: false })).toEqual({ kind: 'image', dataUrl: 'data:image/png;base64,AAAA' })
    expect(bodyShown({ type: 'application/pdf', size: 90000, base64: PDF, truncated: true })).toEqual({ kind: 'binary' })
  })

  it('says a body was not kept, and that there was none', () => {
    expect(bodyShown({ type: 'multipart/form-data', size: 139, truncated: false, note: 'not kept: multipart/form-data, 139 bytes' })).toEqual({ kind: 'notKept' })
    expect(bodyShown({ size: 0, truncated: false })).toEqual({ kind: 'none' })
  })

  it('counts the bytes kept of a cut body, text or base64', () => {
    expect(keptSize({ size: 10, text: 'è!', truncated: true })).toBe(3)
    expect(keptSize({ size: 10, base64: PDF, truncated: true })).toBe(9)
  })
})
