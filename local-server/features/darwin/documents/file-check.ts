/**
 * Checks an uploaded file while it streams to storage: its first bytes must be those of the
 * type it declares (the rule is validation/document-file.ts, shared with the upload form), and it
 * must not pass the size limit. Either failure destroys the checked stream with an ApiError, so
 * that the storage write fails and removes its temporary file: nothing of a refused file is kept.
 */
import { type Readable, Transform, type TransformCallback } from 'node:stream'
import { ApiError, badRequest } from '../../../api-error.js'
import type { DocumentFileType } from '../../../contract/darwin-documents.js'
import { HEAD_LENGTH, headProblem } from '../../../validation/document-file.js'

const LABEL: Record<DocumentFileType, string> = { 'application/pdf': 'a PDF', 'image/jpeg': 'a JPEG image' }

export const fileTooLarge = (maxUploadMb: number, maxBytes: number): ApiError =>
  new ApiError(413, 'file_too_large', `The file is larger than the limit of ${maxUploadMb} MiB (${maxBytes} bytes)`, 'file')

/** Malformed multipart data (no boundary, a body that ends inside a part): the client's fault. */
export const malformedMultipart = (cause: unknown): ApiError =>
  badRequest('invalid_multipart', `The multipart body could not be read: ${(cause as Error | undefined)?.message ?? 'malformed'}`)

/** 400 unless the first bytes are those of `declared`. */
function checkHead(head: Buffer, declared: DocumentFileType): void {
  const problem = headProblem(head, declared)
  if (problem === 'empty_file') throw badRequest('empty_file', 'The file is empty', 'file')
  if (problem === 'file_content_mismatch') {
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
