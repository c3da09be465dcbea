/**
 * A one-page PDF drawn like an invoice (the server's `features/invoices/pdf.ts`): text in the
 * standard Helvetica at several sizes, in black and grey, ruled lines and a filled box, its
 * content stream Flate-compressed as PDFKit writes it. The PDF service draws it once when the
 * browser is idle (`pdf-service.ts` `warm`), so that the code an invoice's first page runs through
 * (pdf.js's parser, inflater, font and text handling in its worker; its canvas drawing here) is
 * compiled before the first invoice is opened: V8 compiles a function when it first runs, and an
 * invoice's first open cost twice a later one for that alone (`npm run bench`'s screens).
 */

const CONTENT = [
  '0.333 0.333 0.333 rg 0.333 0.333 0.333 RG',
  '50 760 495 40 re f',
  '0 0 0 rg 1 w 50 700 m 545 700 l S 50 520 m 545 520 l S',
  'BT /F1 18 Tf 50 730 Td (Fattura 2026/000001 - Invoice) Tj ET',
  'BT /F1 10 Tf 50 680 Td 14 TL (Registro Sandbox .it S.c.r.l.) Tj T* (Via Giuseppe Moruzzi 13, 56124 Pisa \\(PI\\)) Tj T* (Imponibile 1.000,00 EUR  IVA 22% 220,00 EUR) Tj ET',
  '0.333 0.333 0.333 rg BT /F1 8 Tf 50 500 Td (Totale 1.220,00 EUR - pagato con carta di credito) Tj ET',
].join('\n')

const latin1 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(text, (c) => c.charCodeAt(0))

/** zlib-wrapped deflate (PDF's FlateDecode), by the browser's own compressor. */
async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The file's bytes: its objects, then the cross-reference table pointing at each. */
export async function warmUpPdf(): Promise<Uint8Array> {
  const content = await deflate(latin1(CONTENT))
  const objects: (string | Uint8Array)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>'],
    ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, content, '\nendstream'],
  ]
  const parts: Uint8Array[] = [latin1('%PDF-1.3\n')]
  let offset = parts[0]!.length
  const offsets: number[] = []
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? latin1(part) : part
    parts.push(bytes)
    offset += bytes.length
  }
  objects.forEach((body, i) => {
    offsets.push(offset)
    push(`${i + 1} 0 obj\n`)
    body.forEach(push)
    push('\nendobj\n')
  })
  const xref = offset
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`)
  for (const at of offsets) push(`${String(at).padStart(10, '0')} 00000 n \n`)
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  const file = new Uint8Array(offset)
  let at = 0
  for (const part of parts) {
    file.set(part, at)
    at += part.length
  }
  return file
}
