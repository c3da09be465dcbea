/**
 * Checks a document before it is sent (docs/darwin-documents.md, "Upload"): PDF or JPEG only,
 * judged by the declared type and by the first bytes (`%PDF-`, `FF D8 FF`) as the registry does,
 * not empty, and within the size limit. Pure functions, shared by the screen and the tests.
 */
import { DEFAULT_MAX_UPLOAD_MB, type DocumentFileType } from '@contract/darwin-documents'

export const MIB = 1_048_576
/** The limit the client assumes until the registry tells another (docs/darwin-screens.md). */
export const DEFAULT_LIMIT_BYTES = Math.floor(DEFAULT_MAX_UPLOAD_MB * MIB)
/** How many first bytes the check reads. */
export const HEAD_BYTES = 8

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const JPEG = [0xff, 0xd8, 0xff]

export function sniff(head: Uint8Array): DocumentFileType | undefined {
  const starts = (sig: number[]) => head.length >= sig.length && sig.every((b, i) => head[i] === b)
  if (starts(PDF)) return 'application/pdf'
  if (starts(JPEG)) return 'image/jpeg'
  return undefined
}

/** The type the file says it is: its MIME type, else its extension (some systems give none). */
export function declaredType(name: string, type: string): DocumentFileType | 'other' | undefined {
  const t = type.split(';')[0]!.trim().toLowerCase()
  if (t === 'application/pdf') return 'application/pdf'
  if (t === 'image/jpeg' || t === 'image/pjpeg') return 'image/jpeg'
  if (t !== '') return 'other'
  const ext = name.toLowerCase().split('.').pop()
  if (ext === 'pdf') return 'application/pdf'
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg'
  return undefined
}

export type FileProblem = 'empty' | 'unsupportedType' | 'contentMismatch' | 'tooLarge'

export interface FileVerdict {
  /** The type to send the file as, when it is acceptable. */
  type?: DocumentFileType
  problem?: FileProblem
}

export interface FileFacts {
  name: string
  type: string
  size: number
}

export function checkDocumentFile(file: FileFacts, head: Uint8Array, limitBytes: number): FileVerdict {
  if (file.size === 0) return { problem: 'empty' }
  const declared = declaredType(file.name, file.type)
  const actual = sniff(head)
  if (declared === 'other' || (declared === undefined && actual === undefined)) return { problem: 'unsupportedType' }
  if (actual === undefined || (declared !== undefined && declared !== actual)) return { problem: 'contentMismatch' }
  if (file.size > limitBytes) return { type: actual, problem: 'tooLarge' }
  return { type: actual }
}

/**
 * The limit in bytes from the 413's message ("… limit of 1 MiB (1048576 bytes)"): the registry
 * publishes its limit nowhere else, so the screen learns it from the first refusal.
 */
export function limitFromDetail(detail: string): number | undefined {
  const m = /\((\d+) bytes\)/.exec(detail)
  const n = m ? Number(m[1]) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** A size for people: bytes, KB (KiB) with one decimal or MB (MiB) with two, in the given language. */
export function formatSize(bytes: number, locale: string): string {
  const fmt = (n: number, digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n)
  if (bytes < 1024) return `${bytes} B`
  if (bytes < MIB) return `${fmt(bytes / 1024, 1)} KB`
  // Two decimals, so that a file just over a whole limit does not read as equal to it.
  return `${fmt(Math.floor((bytes / MIB) * 100) / 100, 2)} MB`
}

/** The suggested file filter of the save dialog. */
export const saveFilterOf = (type: string) =>
  type === 'image/jpeg' ? [{ name: 'JPEG', extensions: ['jpg', 'jpeg'] }] : [{ name: 'PDF', extensions: ['pdf'] }]
