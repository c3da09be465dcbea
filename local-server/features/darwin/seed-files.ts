/**
 * Tiny but valid document files for the demo data, built in code (no binary assets): a one-page
 * PDF with a line of text, and a 1x1 grey baseline JPEG.
 */

/**
 * A one-page PDF 1.4 whose cross-reference offsets are computed, so readers open it without repair.
 * `padTo` adds a comment of that many bytes, for a valid PDF of a chosen size (upload limits).
 */
export function tinyPdf(title: string, padTo = 0): Uint8Array {
  const text = title.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')
  const stream = `BT /F1 14 Tf 56 760 Td (${text}) Tj 0 -22 Td (Registrar Desk sandbox - demo document) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  if (padTo > 0) body += `%${'x'.repeat(padTo)}\n`
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

/**
 * A grey baseline JPEG of `width` x `height` pixels (multiples of 8, or 1x1): every 8x8 block has
 * DC difference 0 and no AC coefficient, coded with two one-symbol Huffman tables (code `0` for DC
 * category 0 and for EOB), so each block is two `0` bits.
 */
export function tinyJpeg(width = 1, height = 1): Uint8Array {
  const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]
  const oneSymbolTable = (tableClass: number) => [tableClass, 1, ...new Array(15).fill(0), 0x00]
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8)
  const bits = '00'.repeat(blocks).padEnd(Math.ceil((blocks * 2) / 8) * 8, '1')
  const scan = bits.match(/.{8}/g)!.map((b) => parseInt(b, 2))
  return new Uint8Array([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc0, [0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]),
    ...segment(0xc4, oneSymbolTable(0x00)),
    ...segment(0xc4, oneSymbolTable(0x10)),
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    ...scan,
    0xff, 0xd9,
  ])
}
