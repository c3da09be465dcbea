/** SQL of darwin documents: their rows, and the plan of their search (run by db/search-runner.ts). */
import type { Principal } from '../../../core/tokens.js'
import type { Db } from '../../../db/open.js'
import type { QueryOf } from '../../../contract/operation.js'
import { compileFilters, type SearchMapping } from '../../../db/search.js'
import type { SearchPlan } from '../../../db/search-runner.js'
import type { DarwinDocumentType } from '../../../contract/darwin-shared.js'
import { darwinDocumentSearch, type darwinDocumentsCount, type DocumentFileType } from '../../../contract/darwin-documents.js'
import { visibleRequestCondition } from '../visibility.js'

export interface DocumentRow {
  readonly id: string
  readonly registrarId: number
  readonly requestId: number
  readonly documentType: DarwinDocumentType
  readonly fileName: string
  readonly fileSize: number
  readonly fileType: DocumentFileType
  readonly note: string
  readonly storageKey: string
  readonly created: number
}

const COLUMNS = `id, registrar_id AS registrarId, request_id AS requestId, document_type AS documentType,
  file_name AS fileName, file_size AS fileSize, file_type AS fileType, note, storage_key AS storageKey, created`

/**
 * One order for every search: by request, newest first, then newest document first. The index
 * (registrar_id, request_id, created, id) serves it whatever the filters, so no search sorts
 * in memory; a lone documentType filter reads the same index and checks the type per row.
 */
const DOCUMENT_ORDER = 'request_id DESC, created DESC, id DESC'

const documentSearchMapping: SearchMapping<typeof darwinDocumentSearch> = {
  filters: {
    documentType: { sql: 'document_type', storage: 'text' },
    requestId: { sql: 'request_id', storage: 'integer' },
  },
  sort: {},
  defaultOrder: DOCUMENT_ORDER,
  tieBreaker: 'id DESC',
}

type DocumentQuery = QueryOf<typeof darwinDocumentsCount>

/** The plan of a search: the caller's registrar, visibility and filters (also used by the plan tests). */
export function documentSearchPlan(principal: Principal, query: DocumentQuery): SearchPlan {
  const filters = compileFilters(darwinDocumentSearch, documentSearchMapping, query)
  const visible = visibleRequestCondition(principal, 'request_id')
  const all = visible.sql === '1 = 1'
  return {
    from: 'darwin_documents',
    columns: COLUMNS,
    index: 'darwin_documents_request',
    where: ['registrar_id = ?', ...(all ? [] : [visible.sql]), ...filters.where],
    args: [principal.registrarId, ...(all ? [] : visible.args), ...filters.args],
    orderBy: DOCUMENT_ORDER,
  }
}

export function createDocumentRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO darwin_documents (id, registrar_id, request_id, document_type, file_name, file_size, file_type, note, storage_key, created)
     VALUES (@id, @registrarId, @requestId, @documentType, @fileName, @fileSize, @fileType, @note, @storageKey, @created)`,
  )
  const byId = db.prepare<[string, number], DocumentRow>(`SELECT ${COLUMNS} FROM darwin_documents WHERE id = ? AND registrar_id = ?`)
  const remove = db.prepare<[string, number]>('DELETE FROM darwin_documents WHERE id = ? AND registrar_id = ?')
  return {
    insert(row: DocumentRow): void {
      insert.run(row)
    },
    /** A document of the registrar, whoever may see its request. */
    find(registrarId: number, id: string): DocumentRow | undefined {
      return byId.get(id, registrarId)
    },
    delete(registrarId: number, id: string): void {
      remove.run(id, registrarId)
    },
  }
}
