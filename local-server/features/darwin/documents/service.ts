/**
 * Rules of darwin documents: who sees which (the request's visibility), when they may change
 * (the request's status), what an upload must carry, and the event each change records.
 */
import { randomUUID } from 'node:crypto'
import { createReadStream, existsSync, promises as fs } from 'node:fs'
import type { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import { Value } from 'typebox/value'
import { ApiError, badRequest, conflict, notFound } from '../../../api-error.js'
import type { Count } from '../../../contract/common.js'
import type { QueryOf } from '../../../contract/operation.js'
import {
  type DarwinDocument,
  type DarwinDocumentPage,
  type darwinDocumentsCount,
  type darwinDocumentsList,
  type DocumentPart,
  DocumentPartSchema,
} from '../../../contract/darwin-documents.js'
import type { SandboxClock } from '../../../core/clock.js'
import type { FileStore } from '../../../core/files.js'
import type { Principal } from '../../../core/tokens.js'
import type { Db } from '../../../db/open.js'
import { pagedPage, type SearchRunner } from '../../../db/search-runner.js'
import { formatDateTime } from '../../../time.js'
import { recordDarwinEvent } from '../event-log.js'
import { allowsRegistrarChanges } from '../../../validation/darwin-workflow.js'
import { findVisibleRequest, type VisibleRequest } from '../visibility.js'
import { findBadText } from '../../../plugins/strict-input.js'
import { createDocumentRepository, type DocumentRow, documentSearchPlan } from './repository.js'
import { readUploadForm, type UploadLimits } from './upload-form.js'
import { documentFileName } from './file-name.js'
import { darwinEventMessage } from '../../../contract/darwin-event-messages.js'

export interface DocumentServiceDeps {
  readonly db: Db
  readonly files: FileStore
  readonly clock: SandboxClock
  readonly limits: UploadLimits
  readonly search: SearchRunner
  /** Told of a deleted document's file that could not be removed: the delete stands (its row is gone). */
  readonly fileLeft?: (storageKey: string, err: unknown) => void
}

/** The name to show and serve: names stored before the current rules are cleaned the same way on the way out. */
export const servedFileName = (row: Pick<DocumentRow, 'fileName' | 'fileType'>): string => documentFileName(row.fileName, row.fileType)

function toDocument(row: DocumentRow): DarwinDocument {
  return {
    id: row.id,
    requestId: row.requestId,
    fileName: servedFileName(row),
    fileSize: row.fileSize,
    documentType: row.documentType,
    fileType: row.fileType,
    note: row.note,
    created: formatDateTime(row.created),
  }
}

/** The `document` part checked against its schema; the first problem names its field. */
export function checkDocumentPart(value: unknown): DocumentPart {
  if (Value.Check(DocumentPartSchema, value)) {
    // The text rule of every JSON body (plugins/strict-input.ts): this part is read apart from them.
    const bad = findBadText(value)
    if (!bad) return value
    const field = `document${bad.instancePath.replaceAll('/', '.')}`
    throw badRequest('invalid_document', `${field}: ${bad.message}`, field)
  }
  const first = Value.Errors(DocumentPartSchema, value)[0]
  const params = (first?.params ?? {}) as { requiredProperties?: string[]; additionalProperties?: string[] }
  const name = params.requiredProperties?.[0] ?? params.additionalProperties?.[0] ?? first?.instancePath.split('/').filter(Boolean)[0]
  const field = name ? `document.${name}` : 'document'
  const why = params.requiredProperties ? 'is required' : params.additionalProperties ? 'unknown field' : first?.keyword === 'type' && !name ? 'must be a JSON object' : (first?.message ?? 'is invalid')
  throw badRequest('invalid_document', `${field}: ${why}`, field)
}

const statusConflict = (r: VisibleRequest) =>
  conflict('request_status_incompatible', `Request ${r.id} is ${r.status}: its documents can no longer change`)

export function createDocumentService(deps: DocumentServiceDeps) {
  const { db, files, clock, limits, search } = deps
  const repo = createDocumentRepository(db)

  /** The request an upload names, if the caller sees it and it still takes changes. */
  const requestForChange = (principal: Principal, requestId: number): VisibleRequest => {
    const request = findVisibleRequest(db, principal, requestId)
    if (!request) throw new ApiError(404, 'unknown_request', `document.requestId: no darwin request ${requestId}`, 'document.requestId')
    if (!allowsRegistrarChanges(request.status)) throw statusConflict(request)
    return request
  }

  /** A document the caller sees (through its request), or 404 as if it did not exist. */
  const visibleDocument = (principal: Principal, id: string): { row: DocumentRow; request: VisibleRequest } => {
    const row = repo.find(principal.registrarId, id)
    const request = row && findVisibleRequest(db, principal, row.requestId)
    if (!row || !request) throw notFound(`Document ${id}`)
    return { row, request }
  }

  return {
    list: (principal: Principal, query: QueryOf<typeof darwinDocumentsList>): DarwinDocumentPage =>
      pagedPage(search.run<DocumentRow>(documentSearchPlan(principal, query), query), toDocument),

    count: (principal: Principal, query: QueryOf<typeof darwinDocumentsCount>): Count => ({
      count: search.count(documentSearchPlan(principal, query)),
    }),

    get(principal: Principal, id: string): DarwinDocument {
      return toDocument(visibleDocument(principal, id).row)
    },

    async upload(principal: Principal, parts: AsyncIterable<Multipart>): Promise<DarwinDocument> {
      const id = randomUUID()
      const storageKey = `darwin/${principal.registrarId}/${id}`
      const { document, file } = await readUploadForm(parts, limits, {
        checkDocument(value) {
          const part = checkDocumentPart(value)
          requestForChange(principal, part.requestId)
          return part
        },
        store: (source: Readable) => files.writeStream(storageKey, source),
        remove: () => files.remove(storageKey),
      })
      const row: DocumentRow = {
        id,
        registrarId: principal.registrarId,
        requestId: document.requestId,
        documentType: document.documentType as DocumentRow['documentType'],
        ...file,
        note: document.note ?? '',
        storageKey,
        created: clock.now(),
      }
      try {
        // Checked again: the request may have moved on while the file was arriving.
        db.transaction(() => {
          requestForChange(principal, row.requestId)
          // And the file must still be there: stored before the rest of the form arrived, it was no
          // row's file meanwhile. A registrar's reset leaves such files alone (it removes only its
          // deleted rows' files, db/seed/reset-files.ts), a whole-sandbox reset or anything outside
          // the server may not. Never a row without its file: a 500, the upload can be sent again.
          if (!existsSync(files.pathOf(storageKey))) throw new Error(`the stored file of upload ${id} is gone`)
          repo.insert(row)
          recordDarwinEvent(db, {
            registrarId: row.registrarId,
            requestId: row.requestId,
            type: 'updatedRequiredDocuments',
            user: principal.username,
            message: darwinEventMessage('uploaded', { documentType: row.documentType, fileName: row.fileName }),
            at: row.created,
          })
        })()
      } catch (err) {
        await files.remove(storageKey)
        throw err
      }
      return toDocument(row)
    },

    async delete(principal: Principal, id: string): Promise<void> {
      const { row, request } = visibleDocument(principal, id)
      if (!allowsRegistrarChanges(request.status)) throw statusConflict(request)
      db.transaction(() => {
        repo.delete(principal.registrarId, id)
        recordDarwinEvent(db, {
          registrarId: row.registrarId,
          requestId: row.requestId,
          type: 'updatedRequiredDocuments',
          user: principal.username,
          message: darwinEventMessage('deleted', { documentType: row.documentType, fileName: row.fileName }),
          at: clock.now(),
        })
      })()
      // The row goes first: a file left by a crash here is only unreachable, never a dangling row.
      // A file that cannot be removed is the same leftover, and the delete is done: no 500 for it.
      await files.remove(row.storageKey).catch((err: unknown) => deps.fileLeft?.(row.storageKey, err))
    },

    /** The stored file, opened for streaming, with what the response headers need. */
    async open(principal: Principal, id: string): Promise<{ row: DocumentRow; size: number; stream: Readable }> {
      const { row } = visibleDocument(principal, id)
      const path = files.pathOf(row.storageKey)
      const stat = await fs.stat(path).catch(() => undefined)
      if (!stat?.isFile()) throw new ApiError(404, 'file_not_found', `The file of document ${id} is missing from storage`)
      return { row, size: stat.size, stream: createReadStream(path) }
    },
  }
}
