/**
 * What the request log keeps of a body: the redacted form of what it can read (JSON and
 * form-encoded bodies, parsed and re-written without their secrets; texts and documents, which
 * carry no credentials, with card numbers replaced), up to a size cap. A body it cannot read
 * (multipart uploads, unknown media types, malformed JSON) is described by its type and size and
 * never stored: what the log cannot redact, it does not keep.
 */
import { isSecretName, jsonMayHoldSecrets, REDACTED, redactCardNumbers, redactValue } from './redact.js'

export interface KeptBody {
  /** The bytes stored; undefined when the body was empty or could not be kept. */
  readonly data?: Buffer
  /** The body was longer than the cap and `data` is its beginning. */
  readonly truncated: boolean
  /** Why nothing is stored of a non-empty body, for the record's reader. */
  readonly note?: string
}

const NOTHING: KeptBody = { truncated: false }
/** JSON is parsed to be redacted: a larger body (an export, not an API answer) is not. */
const JSON_PARSE_LIMIT = 4 * 1024 * 1024
/**
 * Characters past the cap looked at too: a card number cut by the cap is still seen whole (19
 * digits and their separators).
 */
const CUT_MARGIN = 64

/** `application/json; charset=utf-8` → `application/json`. */
export const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

const isJson = (media: string) => media === 'application/json' || media.endsWith('+json')

/** Bodies the log hands out as text (JSON, forms, texts); documents and pictures are bytes. */
export function isTextualType(contentType: string | undefined): boolean {
  const media = mediaTypeOf(contentType)
  return isJson(media) || isForm(media) || isText(media)
}
const isForm = (media: string) => media === 'application/x-www-form-urlencoded'
/** Texts kept as they are, but for card numbers: pages, CSV, XML, plain text. */
const isText = (media: string) => media.startsWith('text/') || media === 'application/xml' || media.endsWith('+xml')
/** Documents and pictures the registry and the sandbox send: no credentials can be inside. */
const isDocument = (media: string) =>
  media === 'application/pdf' ||
  media.startsWith('image/') ||
  media === 'application/zip' ||
  media === 'application/octet-stream' ||
  media.startsWith('application/vnd.openxmlformats-officedocument.')

function capped(data: Buffer, cap: number): KeptBody {
  return data.length > cap ? { data: data.subarray(0, cap), truncated: true } : { data, truncated: false }
}

const asBuffer = (bytes: Buffer | string) => (typeof bytes === 'string' ? Buffer.from(bytes) : bytes)

/** A form body's fields re-written with secret fields' values and card numbers replaced. */
function redactForm(text: string): string {
  const params = new URLSearchParams(text)
  const out = new URLSearchParams()
  for (const [name, value] of params) out.append(name, isSecretName(name) && value !== '' ? REDACTED : redactCardNumbers(value))
  return out.toString()
}

/**
 * The body as the server parsed it (`parsed`: the sandbox's JSON or form body) or as bytes (a
 * proxied request, an answer's payload), in the media type `contentType`.
 */
export function keepBody(input: { contentType?: string; bytes?: Buffer | string; parsed?: unknown }, cap: number): KeptBody {
  const media = mediaTypeOf(input.contentType)
  if (input.parsed !== undefined && input.parsed !== null) {
    if (isForm(media) && typeof input.parsed === 'object') {
      const fields = new URLSearchParams()
      for (const [name, value] of Object.entries(input.parsed as Record<string, unknown>)) {
        for (const v of Array.isArray(value) ? value : [value]) fields.append(name, String(v))
      }
      return capped(Buffer.from(redactForm(fields.toString())), cap)
    }
    if (isJson(media)) {
      // The parser bounds a body's depth (plugins/json-body.ts); should a walk still fail, the
      // record notes it rather than the capture failing the process.
      try {
        return capped(Buffer.from(JSON.stringify(redactValue(input.parsed))), cap)
      } catch {
        return { truncated: false, note: 'not kept: JSON that could not be redacted' }
      }
    }
  }
  if (input.bytes === undefined || input.bytes.length === 0) return NOTHING
  const bytes = asBuffer(input.bytes)
  if (isJson(media)) {
    // Only the part that would be kept needs looking at; with nothing to redact it is kept as it came.
    if (!jsonMayHoldSecrets(bytes.subarray(0, cap + CUT_MARGIN).toString('utf8'))) return capped(bytes, cap)
    if (bytes.length > JSON_PARSE_LIMIT) return { truncated: false, note: `not kept: JSON of ${bytes.length} bytes, too large to redact` }
    try {
      return capped(Buffer.from(JSON.stringify(redactValue(JSON.parse(bytes.toString('utf8'))))), cap)
    } catch {
      return { truncated: false, note: `not kept: JSON that could not be read, ${bytes.length} bytes` }
    }
  }
  if (isForm(media)) return capped(Buffer.from(redactForm(bytes.toString('utf8'))), cap)
  if (isText(media)) return capped(Buffer.from(redactCardNumbers(bytes.toString('utf8'))), cap)
  if (isDocument(media)) return capped(bytes, cap)
  return { truncated: false, note: `not kept: ${media || 'no media type'}, ${bytes.length} bytes` }
}
