/**
 * SQL of darwin documents. Fixed statements are prepared once per app; the search's statements
 * depend on which filters are given, so they are prepared once per distinct SQL text (a handful).
 */
import type { Principal } from '../../../core/tokens.js'
import type { Db } from '../../../db/open.js'
import { compileFilters, type SearchMapping } from '../../../db/search.js'
import type { DarwinDocumentType } from '../../../contract/darwin-shared.js'
import { darwinDocumentSearch, type DocumentFileType } from '../../../contract/darwin-documents.js'
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

/** WHERE clause and arguments of a search: the caller's registrar, visibility and filters. */
export function documentWhere(principal: Principal, query: Record<string, unknown>): { where: string; args: unknown[] } {
  const filters = compileFilters(darwinDocumentSearch, documentSearchMapping, query)
  const visible = visibleRequestCondition(principal, 'request_id')
  const parts = ['registrar_id = ?', ...(visible.sql === '1 = 1' ? [] : [visible.sql]), ...filters.where]
  return { where: parts.join(' AND '), args: [principal.registrarId, ...(visible.sql === '1 = 1' ? [] : visible.args), ...filters.args] }
}

/** The list's SQL; `INDEXED BY` keeps the planner on the index that gives the order. */
export const listSql = (where: string) =>
  `SELECT ${COLUMNS} FROM darwin_documents INDEXED BY darwin_documents_request WHERE ${where} ORDER BY ${DOCUMENT_ORDER} LIMIT ? OFFSET ?`
export const countSql = (where: string) => `SELECT COUNT(*) AS n FROM darwin_documents WHERE ${where}`

export function createDocumentRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO darwin_documents (id, registrar_id, request_id, document_type, file_name, file_size, file_type, note, storage_key, created)
     VALUES (@id, @registrarId, @requestId, @documentType, @fileName, @fileSize, @fileType, @note, @storageKey, @created)`,
  )
  const byId = db.prepare<[string, number], DocumentRow>(`SELECT ${COLUMNS} FROM darwin_documents WHERE id = ? AND registrar_id = ?`)
  const remove = db.prepare<[string, number]>('DELETE FROM darwin_documents WHERE id = ? AND registrar_id = ?')
  const statements = new Map<string, ReturnType<typeof db.prepare<unknown[]>>>()
  const prepared = (sql: string) => {
    let s = statements.get(sql)
    if (!s) statements.set(sql, (s = db.prepare<unknown[]>(sql)))
    return s
  }
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
    list(where: string, args: unknown[], limit: number, offset: number): DocumentRow[] {
      return prepared(listSql(where)).all(...args, limit, offset) as DocumentRow[]
    },
    count(where: string, args: unknown[]): number {
      return (prepared(countSql(where)).get(...args) as { n: number }).n
    },
  }
}
