/**
 * How a logged body is shown: pretty JSON, plain text, a PDF or a picture to preview, other bytes
 * described; and why part or all of it is missing. Pure: the component draws what this decides.
 */
import type { LoggedBody } from '@contract/request-log'

export type BodyShown =
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'pdf'; readonly bytes: Uint8Array }
  | { readonly kind: 'image'; readonly dataUrl: string }
  | { readonly kind: 'binary' }
  | { readonly kind: 'notKept' }

const isJson = (type: string | undefined) => !!type && /^application\/([\w.+-]+\+)?json\b/i.test(type)

/** JSON indented by two spaces; a cut or broken JSON text as it is (it would not parse). */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2)
  } catch {
    return text
  }
}

/** The bytes of a body the log kept as base64 (a PDF, a picture, other bytes). */
export function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function bodyShown(body: LoggedBody): BodyShown {
  if (body.text !== undefined) return { kind: 'text', text: isJson(body.type) && !body.truncated ? prettyJson(body.text) : body.text }
  if (body.base64 !== undefined) {
    const type = body.type?.split(';')[0]?.trim().toLowerCase() ?? ''
    // A cut PDF cannot be drawn; its beginning is described instead.
    if (type === 'application/pdf' && !body.truncated) return { kind: 'pdf', bytes: bytesOf(body.base64) }
    if (type.startsWith('image/') && !body.truncated) return { kind: 'image', dataUrl: `data:${type};base64,${body.base64}` }
    return { kind: 'binary' }
  }
  // The server's note is English prose: the screen says the same from the type and size.
  if (body.note || body.size > 0) return { kind: 'notKept' }
  return { kind: 'none' }
}

/** Bytes the log kept of a body (the text's UTF-8 length, or the decoded bytes). */
export function keptSize(body: LoggedBody): number {
  if (body.text !== undefined) return new TextEncoder().encode(body.text).length
  if (body.base64 !== undefined) return Math.floor((body.base64.length * 3) / 4) - (body.base64.endsWith('==') ? 2 : body.base64.endsWith('=') ? 1 : 0)
  return 0
}
