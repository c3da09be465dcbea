/**
 * Checks an uploaded file while it streams to storage: its first bytes must be those of the
 * type it declares (a PDF starts with `%PDF-`, a JPEG with `FF D8 FF`), and it must not pass the
 * size limit. Either failure destroys the checked stream with an ApiError, so that the storage
 * write fails and removes its temporary file: nothing of a refused file is kept.
 */
import { type Readable, Transform, type TransformCallback } from 'node:stream'
import { ApiError, badRequest } from '../../../api-error.js'
import { DOCUMENT_FILE_TYPES, type DocumentFileType } from '../../../contract/darwin-documents.js'

const SIGNATURES: ReadonlyArray<readonly [DocumentFileType, Buffer]> = [
  ['application/pdf', Buffer.from('%PDF-', 'latin1')],
  ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff])],
]
/** Bytes needed to tell the types apart. */
const HEAD_LENGTH = Math.max(...SIGNATURES.map(([, s]) => s.length))

/** The type the first bytes show, if it is one of the accepted ones. */
export function sniffFileType(head: Uint8Array): DocumentFileType | undefined {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength)
  return SIGNATURES.find(([, sig]) => bytes.length >= sig.length && bytes.subarray(0, sig.length).equals(sig))?.[0]
}

/** The declared content type as an accepted type (parameters and case ignored), or undefined. */
export function acceptedFileType(declared: string | undefined): DocumentFileType | undefined {
  const bare = (declared ?? '').split(';')[0]!.trim().toLowerCase()
  return (DOCUMENT_FILE_TYPES as readonly string[]).includes(bare) ? (bare as DocumentFileType) : undefined
}

const LABEL: Record<DocumentFileType, string> = { 'application/pdf': 'a PDF', 'image/jpeg': 'a JPEG image' }

export const fileTooLarge = (maxUploadMb: number, maxBytes: number): ApiError =>
  new ApiError(413, 'file_too_large', `The file is larger than the limit of ${maxUploadMb} MiB (${maxBytes} bytes)`, 'file')

/** Malformed multipart data (no boundary, a body that ends inside a part): the client's fault. */
export const malformedMultipart = (cause: unknown): ApiError =>
  badRequest('invalid_multipart', `The multipart body could not be read: ${(cause as Error | undefined)?.message ?? 'malformed'}`)

/** 400 unless the first bytes are those of `declared`. */
function checkHead(head: Buffer, declared: DocumentFileType): void {
  if (head.length === 0) throw badRequest('empty_file', 'The file is empty', 'file')
  if (sniffFileType(head) !== declared) {
    throw badRequest('file_content_mismatch', `The file is declared as ${declared} but its content is not ${LABEL[declared]}`, 'file')
  }
}

/**
 * A stream of the file's bytes that fails as soon as they are not of the declared type, and
 * when the source reports (busboy's `limit` event) that the file passed `maxBytes`. The source
 * is then drained, so that the rest of the request can still be read and answered.
 */
export function checkedFileStream(
  source: Readable,
  declared: DocumentFileType,
  limit: { maxUploadMb: number; maxBytes: number },
): Readable {
  let head: Buffer | undefined = Buffer.alloc(0)
  const checked = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (!head) return done(null, chunk)
      head = Buffer.concat([head, chunk])
      if (head.length < HEAD_LENGTH) return done()
      const all = head
      head = undefined
      try {
        checkHead(all, declared)
      } catch (err) {
        return done(err as Error)
      }
      done(null, all)
    },
    flush(done: TransformCallback) {
      if (!head) return done()
      try {
        checkHead(head, declared)
      } catch (err) {
        return done(err as Error)
      }
      done(null, head)
    },
  })
  const drain = () => {
    source.unpipe(checked)
    source.resume()
  }
  // The storage write attaches its own listeners a little later; until then an early failure
  // must not become an uncaught 'error'. The storage pipeline still sees the stream as errored.
  checked.on('error', drain)
  source.on('limit', () => checked.destroy(fileTooLarge(limit.maxUploadMb, limit.maxBytes)))
  // An error of the part itself means its data broke off (storage errors come from the other
  // end of the pipeline and stay server faults).
  const broken = (err: unknown) => checked.destroy(err instanceof ApiError ? err : malformedMultipart(err))
  source.on('error', broken)
  // When the whole body arrived at once, the multipart plugin may already have destroyed the part
  // (the body ended inside it) before the handler got here: its 'error' is gone, and a pipe from
  // it would wait forever.
  if (source.errored) broken(source.errored)
  else if (source.destroyed && !source.readableEnded) broken(new Error('the body ends inside the file part'))
  else source.pipe(checked)
  return checked
}
