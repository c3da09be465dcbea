/**
 * A drawn body value written in the media type the document lists: JSON, a form, multipart with
 * each part as the media's `encoding` says, or XML as the schema's `xml` objects say.
 */
import { jpegBytes, multipartBody, pdfBytes } from '../multipart-form.js'
import type { Schema } from './values.js'

export interface EncodedBody {
  readonly payload: string | Buffer
  readonly contentType: string
}

const scalar = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))

/** Bytes whose first ones match the declared file type, as the server checks. */
const FILE_BYTES: Record<string, () => Buffer> = { 'application/pdf': () => pdfBytes(512), 'image/jpeg': () => jpegBytes(512) }

function multipart(value: Record<string, unknown>, media: Schema): EncodedBody {
  const encoding = (media.encoding ?? {}) as Record<string, { contentType?: string }>
  const parts = Object.entries(value).map(([name, v]) => {
    const types = (encoding[name]?.contentType ?? 'text/plain').split(',').map((t) => t.trim())
    if (types[0] === 'application/json') return { name, data: JSON.stringify(v), contentType: 'application/json' }
    const fileType = types[Math.abs(scalar(v).length) % types.length]!
    const bytes = FILE_BYTES[fileType]
    return bytes ? { name, data: bytes(), filename: `file.${fileType.split('/')[1]}`, contentType: fileType } : { name, data: scalar(v), contentType: fileType }
  })
  const { payload, headers } = multipartBody(parts)
  return { payload, contentType: headers['content-type']! }
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** XML per OpenAPI's `xml` object: `name`, `attribute`, `wrapped`; `x-text` marks an element's text. */
function xmlOf(value: unknown, schema: Schema, name: string): string {
  const tag = schema.xml?.name ?? name
  if (Array.isArray(value)) {
    const itemName = schema.items?.xml?.name ?? tag
    const items = value.map((v) => xmlOf(v, schema.items ?? {}, itemName)).join('')
    return schema.xml?.wrapped ? `<${tag}>${items}</${tag}>` : items
  }
  if (typeof value !== 'object' || value === null) return `<${tag}>${escapeXml(scalar(value))}</${tag}>`
  const props = (schema.properties ?? {}) as Record<string, Schema>
  let attributes = ''
  let children = ''
  for (const [key, v] of Object.entries(value)) {
    const p = props[key] ?? {}
    if (p.xml?.attribute) attributes += ` ${p.xml.name ?? key}="${escapeXml(scalar(v))}"`
    else if (p.xml?.['x-text']) children += escapeXml(scalar(v))
    else children += xmlOf(v, p, key)
  }
  return `<${tag}${attributes}>${children}</${tag}>`
}

export function encodeBody(mediaType: string, value: unknown, media: Schema): EncodedBody {
  if (mediaType === 'application/json') return { payload: JSON.stringify(value), contentType: mediaType }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams()
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) form.append(k, scalar(v))
    return { payload: form.toString(), contentType: mediaType }
  }
  if (mediaType === 'multipart/form-data') return multipart((value ?? {}) as Record<string, unknown>, media)
  if (mediaType.endsWith('/xml')) {
    if (!media.schema?.xml?.name) throw new Error('an XML body needs the root element in its schema (xml.name)')
    return { payload: `<?xml version="1.0" encoding="UTF-8"?>${xmlOf(value, media.schema, media.schema.xml.name)}`, contentType: mediaType }
  }
  throw new Error(`bodies.ts cannot write ${mediaType}`)
}
