/**
 * `Content-Disposition: attachment` for a stored file name (RFC 6266 with RFC 5987's
 * `filename*`). File names come from uploads, so they may hold quotes, backslashes, control
 * characters, path separators or any Unicode: none of it may break the header or reach the
 * client's file system as a path.
 */

import { neutralizeFileNameChars } from './file-name.js'

/**
 * The name without control or bidirectional characters and with path separators of every script
 * made harmless. Normalised (NFKC) first: the fallback below decomposes `／` into `/`, so a
 * separator found only after normalising would otherwise reach the header.
 */
export function safeFileName(name: string): string {
  const cleaned = neutralizeFileNameChars(name).trim()
  // A name that is only dots would mean "this folder" or "the parent folder" to a file system.
  return /^\.*$/.test(cleaned) ? 'download' : cleaned
}

/**
 * The ASCII fallback for `filename="…"`: accents dropped (à → a), other non-ASCII characters,
 * quotes, backslashes and percent signs (which some clients decode) replaced with `_`.
 */
export function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_')
}

/** RFC 5987 `ext-value` characters: everything but attr-char is percent-encoded as UTF-8. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The header value: `attachment; filename="…"`, plus `filename*=UTF-8''…` when the fallback had to change the name. */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName)
  const fallback = asciiFallback(name)
  const header = `attachment; filename="${fallback}"`
  return fallback === name ? header : `${header}; filename*=UTF-8''${encodeRfc5987(name)}`
}
