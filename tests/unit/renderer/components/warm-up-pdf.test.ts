// @vitest-environment node
// pdf.js reads the file as it would in the app (its legacy build runs under Node).
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { warmUpPdf } from '@/components/pdf/warm-up-pdf'

describe('the warm-up PDF', () => {
  it('is a valid one-page A4 PDF that pdf.js reads without repairing it, drawn as an invoice is', async () => {
    const bytes = await warmUpPdf()
    const text = new TextDecoder('latin1').decode(bytes)
    expect(text).toMatch(/^%PDF-1\.3\n/)
    expect(text).toContain('/Filter /FlateDecode')
    // Each cross-reference entry points at its object.
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    expect(entries).toHaveLength(5)
    entries.forEach((at, i) => expect(text.slice(at, at + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`))

    const doc = await getDocument({ data: bytes, isEvalSupported: false, stopAtErrors: true }).promise
    try {
      expect(doc.numPages).toBe(1)
      const page = await doc.getPage(1)
      expect(page.view).toEqual([0, 0, 595.28, 841.89])
      const content = await page.getTextContent()
      const words = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
      expect(words).toContain('Fattura 2026/000001')
      expect(words).toContain('Via Giuseppe Moruzzi 13, 56124 Pisa (PI)')
      const ops = (await page.getOperatorList()).fnArray
      // Text, and ruled lines and a box: pdf.js gathers a path and its painting into one constructPath.
      for (const op of [OPS.showText, OPS.setFont, OPS.constructPath, OPS.setFillRGBColor, OPS.setStrokeRGBColor]) expect(ops).toContain(op)
    } finally {
      await doc.destroy()
    }
  })
})
