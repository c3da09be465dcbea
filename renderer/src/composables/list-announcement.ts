/**
 * What a list says to screen readers once a page of it has loaded (use-paged-list.ts makes it,
 * ListStatus says it in its polite region): which page of how many, how many items in all, and
 * the sort when this load changed it. A sighted user sees all of it change at once; a screen
 * reader user, who pressed Next or a column's heading, would otherwise hear nothing.
 */
import type { Formatters } from './use-format'

export interface ListAnnouncement {
  /** The page shown, counted from 0. */
  readonly page: number
  readonly pages: number
  readonly total: number
  /** The sort this load brought, when it differs from the one shown before. */
  readonly sort?: { readonly field: string; readonly descending: boolean }
}

type Translate = (key: string, named?: Record<string, unknown>, plural?: number) => string

/** The API's first sort term (`invoiceDate,desc`, `created`) as a field and its direction. */
export function parseSort(sort: readonly string[]): ListAnnouncement['sort'] {
  const [head] = sort
  if (!head) return undefined
  const [field = '', dir = 'asc'] = head.split(',')
  return { field, descending: dir === 'desc' }
}

/**
 * The message that counts a list's rows: the list's own (`invoices.rowCount`, "78 fatture"), when
 * its messages section (ListStatus's `messages`) has one, else `common.total` ("78 elementi"),
 * which does not say what the rows are. The pager shows it and the list's announcement says it.
 */
export function rowCountKeyOf(messages: string | undefined, has: (key: string) => boolean): string {
  return messages && has(`${messages}.rowCount`) ? `${messages}.rowCount` : 'common.total'
}

/**
 * `Ordinamento: Numero, decrescente. Pagina 2 di 4, 78 fatture` / `Sorted by Number, descending.
 * Page 2 of 4, 78 invoices`; a list of one page says only its total, counted with `totalKey`
 * (`rowCountKeyOf`). The sort is said only when the column's label is known (`sortLabel`, read from
 * the table that shows the list).
 */
export function sayList(
  a: ListAnnouncement,
  t: Translate,
  fmt: Pick<Formatters, 'count'>,
  sortLabel: (field: string) => string | undefined,
  totalKey = 'common.total',
): string {
  const parts: string[] = []
  const column = a.sort ? sortLabel(a.sort.field) : undefined
  if (a.sort && column) parts.push(t('common.sortedBy', { column, direction: t(a.sort.descending ? 'common.sortedDesc' : 'common.sortedAsc') }))
  const total = t(totalKey, { n: fmt.count(a.total) }, a.total)
  parts.push(a.pages > 1 ? `${t('common.page', { page: fmt.count(a.page + 1), pages: fmt.count(a.pages) })}, ${total}` : total)
  return parts.join('. ')
}
