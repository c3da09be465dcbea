/**
 * What a darwin document file must be (docs/darwin-documents.md, "Upload"): a PDF or a JPEG by its
 * declared type and by its first bytes (a PDF starts with `%PDF-`, a JPEG with `FF D8 FF`), not
 * empty, and within the size limit. The upload service checks a stream with these functions and
 * the upload form checks a chosen file with them, so both refuse the same files with the same
 * code. Imports nothing Node-specific: bytes are Uint8Arrays.
 */
import { DOCUMENT_FILE_TYPES, type DocumentFileType } from '../contract/darwin-documents.js'

const SIGNATURES: ReadonlyArray<readonly [DocumentFileType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
]

/** Bytes needed to tell the types apart. */
export const HEAD_LENGTH = Math.max(...SIGNATURES.map(([, s]) => s.length))

/** The API's codes for a refused file; the screens translate them. */
type DocumentFileProblem = 'unsupported_file_type' | 'empty_file' | 'file_content_mismatch' | 'file_too_large'

/** The type the first bytes show, if it is one of the accepted ones. */
export function sniffFileType(head: Uint8Array): DocumentFileType | undefined {
  return SIGNATURES.find(([, sig]) => head.length >= sig.length && sig.every((b, i) => head[i] === b))?.[0]
}

/** The declared content type as an accepted type (parameters and case ignored), or undefined. */
export function acceptedFileType(declared: string | undefined): DocumentFileType | undefined {
  const bare = (declared ?? '').split(';')[0]!.trim().toLowerCase()
  return (DOCUMENT_FILE_TYPES as readonly string[]).includes(bare) ? (bare as DocumentFileType) : undefined
}

/** What the first bytes say against the declared type: empty, not of that type, or fine. */
export function headProblem(head: Uint8Array, declared: DocumentFileType): 'empty_file' | 'file_content_mismatch' | undefined {
  if (head.length === 0) return 'empty_file'
  return sniffFileType(head) === declared ? undefined : 'file_content_mismatch'
}

export interface DocumentFileVerdict {
  /** The accepted type the file is sent and stored as. */
  type?: DocumentFileType
  problem?: DocumentFileProblem
}

/**
 * A whole file, in the order the API checks it: the declared type, then the first bytes, then
 * the size (`maxBytes`, the registry's limit).
 */
export function checkDocumentFile(file: { declared: string | undefined; size: number }, head: Uint8Array, maxBytes: number): DocumentFileVerdict {
  const type = acceptedFileType(file.declared)
  if (!type) return { problem: 'unsupported_file_type' }
  const problem = file.size === 0 ? 'empty_file' : headProblem(head, type)
  if (problem) return { problem }
  if (file.size > maxBytes) return { type, problem: 'file_too_large' }
  return { type }
}
