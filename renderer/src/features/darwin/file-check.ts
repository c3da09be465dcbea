/**
 * A document chosen for upload, checked before it is sent with the API's own rule
 * (@validation/document-file: type, first bytes, emptiness, size). This file adds what only a
 * browser needs: a type for files the system gave none, and the upload limit (sizes for people:
 * composables/formats.ts).
 */
import { DEFAULT_MAX_UPLOAD_MB } from '@contract/darwin-documents'
import { checkDocumentFile, type DocumentFileVerdict, HEAD_LENGTH, sniffFileType } from '@validation/document-file'

export const MIB = 1_048_576
/** The limit the client assumes until the registry tells another (docs/darwin-screens.md). */
export const DEFAULT_LIMIT_BYTES = Math.floor(DEFAULT_MAX_UPLOAD_MB * MIB)
/** How many first bytes the check reads. */
export const HEAD_BYTES = HEAD_LENGTH

export interface FileFacts {
  name: string
  type: string
  size: number
}

/**
 * The content type to declare: the browser's, with the old `image/pjpeg` alias read as JPEG; for
 * a file the system gave no type, its extension, else what its first bytes show.
 */
export function declaredType(name: string, type: string, head: Uint8Array): string | undefined {
  const bare = type.split(';')[0]!.trim().toLowerCase()
  if (bare === 'image/pjpeg') return 'image/jpeg'
  if (bare !== '') return bare
  const ext = name.toLowerCase().split('.').pop()
  if (ext === 'pdf') return 'application/pdf'
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg'
  return sniffFileType(head)
}

/** The chosen file as the API would judge it, with the type to send it as when acceptable. */
export function checkChosenFile(file: FileFacts, head: Uint8Array, limitBytes: number): DocumentFileVerdict {
  return checkDocumentFile({ declared: declaredType(file.name, file.type, head), size: file.size }, head, limitBytes)
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

/** The suggested file filter of the save dialog. */
export const saveFilterOf = (type: string) =>
  type === 'image/jpeg' ? [{ name: 'JPEG', extensions: ['jpg', 'jpeg'] }] : [{ name: 'PDF', extensions: ['pdf'] }]
