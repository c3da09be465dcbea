/**
 * Every page of a paged search with a list's current filters and sort, one API page at a time:
 * the caller writes a page out and lets it go before the next one is asked for, so the whole
 * list is never held as objects. The searches end every sort on `id`, so pages never overlap.
 */
import type { OperationDef, QueryOf } from '@contract/operation'
import type { Call } from '@/api/call'

/** The API's largest page (`size` at most 100: CONTRACT.md). */
export const MAX_PAGE_SIZE = 100

export interface ExportPage<T> {
  elements: T[]
  /** Rows of the whole search, from the first answer. */
  totalElements: number
}

type Paged<T> = { elements: T[]; page: { totalElements: number; totalPages: number } }

export async function* searchPages<T>(
  call: Call,
  op: OperationDef,
  query: Record<string, unknown>,
  options: { signal?: AbortSignal; pageSize?: number } = {},
): AsyncGenerator<ExportPage<T>> {
  const { page: _page, size: _size, ...filters } = query
  const size = Math.min(options.pageSize ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE)
  for (let page = 0; ; page++) {
    options.signal?.throwIfAborted()
    const answer = (await call(op, {
      query: { ...filters, page, size } as Partial<QueryOf<OperationDef>>,
      signal: options.signal,
    })) as unknown as Paged<T>
    yield { elements: answer.elements, totalElements: answer.page.totalElements }
    if (page + 1 >= answer.page.totalPages || answer.elements.length === 0) return
  }
}
