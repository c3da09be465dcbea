/**
 * Reads the upload form (`document` JSON part and `file` part) from @fastify/multipart's part
 * iterator. The file is streamed, never buffered whole: straight to storage when it arrives,
 * through the type and size checks of file-check.ts. When the `document` part comes first and
 * is refused, the file is read and dropped, not stored; when it comes after the file, a refusal
 * removes the stored file. Either way a refused upload leaves nothing behind.
 */
import type { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import { ApiError, badRequest } from '../../../api-error.js'
import type { DocumentFileType } from '../../../contract/darwin-documents.js'
import { acceptedFileType } from '../../../validation/document-file.js'
import { checkedFileStream, fileTooLarge, malformedMultipart } from './file-check.js'
import { documentFileName } from './file-name.js'

export interface UploadLimits {
  readonly maxUploadMb: number
  readonly maxBytes: number
}

export interface ReceivedFile {
  readonly fileName: string
  readonly fileType: DocumentFileType
  readonly fileSize: number
}

export interface UploadSteps<D> {
  /** Checks the parsed `document` part; throws an ApiError to refuse the upload. */
  checkDocument(value: unknown): D
  /** Streams the checked file to its storage key and answers its size; fails with the stream's error. */
  store(source: Readable): Promise<number>
  /** Removes what `store` wrote. */
  remove(): Promise<void>
}

const FORM_SHAPE = 'The form has two parts: `document` (application/json) and `file` (application/pdf or image/jpeg)'

/** Busboy's limits on the form: one file and one field, each of bounded size. */
export function multipartLimits(maxBytes: number) {
  return { files: 1, fields: 1, parts: 2, fileSize: maxBytes, fieldSize: 16 * 1024, fieldNameSize: 100, headerPairs: 100 }
}

/** The multipart plugin's own errors, as the API's. */
function fromMultipartError(err: unknown, limits: UploadLimits): ApiError | unknown {
  if (err instanceof ApiError) return err
  const code = (err as { code?: string }).code
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(limits.maxUploadMb, limits.maxBytes)
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('invalid_document', 'document: the part is not valid JSON', 'document')
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('unexpected_part', `${FORM_SHAPE}; this form has more`)
    default:
      // Malformed multipart data (no boundary, truncated body, a closed connection).
      return malformedMultipart(err)
  }
}

function parseDocument(part: Extract<Multipart, { type: 'field' }>): unknown {
  if (part.valueTruncated) throw badRequest('invalid_document', 'document: the part is larger than 16 KiB', 'document')
  // The plugin already parsed a part declared application/json; accept undeclared JSON too.
  if (typeof part.value !== 'string') return part.value
  try {
    return JSON.parse(part.value)
  } catch {
    throw badRequest('invalid_document', 'document: the part is not valid JSON', 'document')
  }
}

export async function readUploadForm<D>(
  parts: AsyncIterable<Multipart>,
  limits: UploadLimits,
  steps: UploadSteps<D>,
): Promise<{ document: D; file: ReceivedFile }> {
  let document: D | undefined
  let file: ReceivedFile | undefined
  let stored = false
  let failure: unknown
  try {
    for await (const part of parts) {
      if (failure !== undefined) {
        // Already refused: read the rest of the form without keeping it.
        if (part.type === 'file') part.file.resume()
        continue
      }
      try {
        if (part.type === 'field' && part.fieldname === 'document') {
          document = steps.checkDocument(parseDocument(part))
        } else if (part.type === 'file' && part.fieldname === 'file') {
          const type = acceptedFileType(part.mimetype)
          if (!type) {
            throw badRequest('unsupported_file_type', `file: content type '${part.mimetype}' is not accepted; use application/pdf or image/jpeg`, 'file')
          }
          const fileName = documentFileName(part.filename, type)
          const fileSize = await steps.store(checkedFileStream(part.file, type, limits))
          stored = true
          file = { fileName, fileType: type, fileSize }
        } else {
          throw badRequest('unexpected_part', `${FORM_SHAPE}; '${part.fieldname}' is not one of them`, part.fieldname)
        }
      } catch (err) {
        failure = err
        if (part.type === 'file') part.file.resume()
      }
    }
  } catch (err) {
    failure ??= fromMultipartError(err, limits)
  }
  if (failure === undefined && document === undefined) failure = badRequest('missing_part', `document: the part is missing. ${FORM_SHAPE}`, 'document')
  if (failure === undefined && file === undefined) failure = badRequest('missing_part', `file: the part is missing. ${FORM_SHAPE}`, 'file')
  if (failure !== undefined) {
    if (stored) await steps.remove()
    throw failure
  }
  return { document: document!, file: file! }
}
