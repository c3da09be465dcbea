/**
 * The name a darwin document is stored and served under. It comes from the uploader, so it may
 * try to be a path (`..／..／x.pdf`, with fullwidth or other lookalike slashes), hide its real
 * extension behind a right-to-left override (`invoice‮fdp.exe` displays as `invoiceexe.pdf`),
 * carry control characters, or be a name Windows reserves for a device (`CON`, `LPT1`…).
 * The result is one plain file name whose extension is the one of the type checked from the
 * file's bytes. Applied when a file is stored, and again when a name stored earlier is served.
 */
import { DOCUMENT_FILE_NAME_MAX_LENGTH, type DocumentFileType } from '../../../contract/darwin-documents.js'

/** Control (C0, DEL, C1), format (bidirectional marks, overrides and isolates, zero-width) and line/paragraph separators. */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/**
 * Path separators of every script that NFKC does not already turn into `/` or `\`: division and
 * fraction slashes, big and small solidus, set minus and the reverse solidus operator; and `:`,
 * which separates a drive or a Windows alternate data stream.
 */
const SEPARATORS = /[/\\:\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/g

const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9]|conin\$|conout\$)$/i

const EXTENSION: Record<DocumentFileType, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg' }
/** Extensions already saying the right type, dropped before the canonical one is added. */
const SAME_TYPE = { 'application/pdf': /\.pdf$/i, 'image/jpeg': /\.(jpe?g|jfif)$/i } as const

/**
 * NFKC (fullwidth and compatibility forms become plain, so `／` is seen as `/`), invisible
 * characters removed and separators of every script replaced with `_`.
 */
export function neutralizeFileNameChars(name: string): string {
  return name.normalize('NFKC').replace(INVISIBLE, '').replace(SEPARATORS, '_')
}

/** Also without surrounding spaces and dots (Windows drops trailing ones; leading ones hide a file). */
function cleanFileNameChars(name: string): string {
  return neutralizeFileNameChars(name).replace(/^[\s.]+|[\s.]+$/gu, '')
}

/** Cuts `base` so that `base + extension` has at most the contract's length (in characters). */
function fitLength(base: string, extension: string): string {
  const chars = [...base]
  const room = DOCUMENT_FILE_NAME_MAX_LENGTH - extension.length
  return chars.length <= room ? base : chars.slice(0, room).join('')
}

export function documentFileName(given: string | undefined, type: DocumentFileType): string {
  const extension = EXTENSION[type]
  let base = cleanFileNameChars(given ?? '').replace(SAME_TYPE[type], '').replace(/[\s.]+$/u, '')
  if (base === '') base = 'document'
  // `CON.pdf` and `con .x.pdf` open the console device on Windows: the part before the first dot decides.
  if (WINDOWS_RESERVED.test(base.split('.')[0]!.trimEnd())) base = `_${base}`
  return `${fitLength(base, extension)}${extension}`
}
