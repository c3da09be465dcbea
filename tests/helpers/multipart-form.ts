/**
 * Real multipart/form-data bodies for API tests, built byte by byte so that a test controls
 * every header of every part (names, file names, content types, missing or extra parts).
 */
import { randomBytes } from 'node:crypto'

export interface FormPart {
  readonly name: string
  readonly data: string | Uint8Array
  /** Adds `filename="…"` to the part's Content-Disposition (raw UTF-8, as browsers send it). */
  readonly filename?: string
  readonly contentType?: string
}

export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----registry-test-${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${quoted(p.filename)}"` : ''}`
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`, ...(p.contentType ? [`Content-Type: ${p.contentType}`] : [])]
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), Buffer.from(p.data), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A quoted-string's content: backslash and double quote escaped with a backslash. */
const quoted = (s: string) => s.replace(/[\\"]/g, (c) => `\\${c}`)

/** Bytes that start like a PDF, `size` bytes long in all. */
export function pdfBytes(size = 2048): Buffer {
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')
  return fill(head, size)
}

/** Bytes that start like a JPEG (SOI + APP0 JFIF), `size` bytes long in all. */
export function jpegBytes(size = 2048): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])
  return fill(head, size)
}

/** Bytes that start like a PNG. */
export function pngBytes(size = 2048): Buffer {
  return fill(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), size)
}

/** `head` followed by varied bytes (every value 0-255, so any byte-mangling shows). */
function fill(head: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size)
  head.copy(out, 0, 0, Math.min(head.length, size))
  for (let i = head.length; i < size; i++) out[i] = (i * 7 + 3) % 256
  return out
}
