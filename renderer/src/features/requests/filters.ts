/**
 * The Requests screen's filters as they live in the URL (so that a reload or a shared link keeps
 * them) and as the request log's operations take them (contract/request-log.ts). The log's
 * filters are plain values, not the registry's search grammar: `method=GET`, `status=4xx`,
 * `path=invoices`, and date-times for `from`/`to`. Pure functions: the screen and the tests use
 * the same code.
 */
import { type RequestLogFilters, STATUS_CLASSES } from '@contract/request-log'
import type { FilterValues, ListSpec } from '@/composables/list-state'

/**
 * The URL keys, read by the shared list state (`readListState`): the texts by their own names, the
 * time range as two dates `at.from` and `at.to` (both included, on the computer's calendar).
 */
export const REQUEST_FILTER_SPEC: ListSpec = {
  method: { kind: 'text' },
  status: { kind: 'text' },
  path: { kind: 'text' },
  caller: { kind: 'text' },
  requestId: { kind: 'text' },
  at: { kind: 'dateRange' },
  /** Live mode's contract monitor: `with` (answers that differ from the spec) or `without`. */
  findings: { kind: 'text' },
  /**
   * `shown`: the web interface's own files (its page, scripts, styles) are listed too. Left out
   * unless asked: loading a screen fetches dozens of them, and they would bury the API's requests.
   */
  files: { kind: 'text' },
}

/** The value of `files` that lists the web interface's own files too. */
export const FILES_SHOWN = 'shown'

/** The choices of the findings filter, as the URL has them. */
export const FINDINGS_CHOICES = ['with', 'without'] as const

/** The methods offered in the filter's list (the log takes any method; these are the API's). */
export const FILTER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const METHOD = /^[A-Za-z]{1,16}$/

/** Local midnight of a `YYYY-MM-DD` date, `days` later, as an ISO date-time; undefined if no date. */
function midnight(date: string | undefined, days = 0): string | undefined {
  const m = date === undefined ? null : DATE.exec(date)
  if (!m) return undefined
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString()
}

/**
 * The log's filters for the URL's values. Values the log would refuse (a status class `6xx`, a
 * method with spaces, a date that is none) are left out rather than failing the whole list.
 */
export function toLogFilters(values: FilterValues): RequestLogFilters {
  const text = (key: string): string | undefined => {
    const v = values[key]?.trim()
    return v ? v : undefined
  }
  const method = text('method')
  const status = text('status')
  const from = midnight(text('at.from'))
  // `to` is the day after the last day chosen: the log's `to` is exclusive, the clerk's date included.
  const to = midnight(text('at.to'), 1)
  const filters: RequestLogFilters = {}
  if (method && METHOD.test(method)) filters.method = method.toUpperCase()
  const chosenClass = STATUS_CLASSES.find((c) => c === status)
  if (chosenClass) filters.status = chosenClass
  for (const key of ['path', 'caller', 'requestId'] as const) {
    const v = text(key)
    if (v) filters[key] = v
  }
  if (from) filters.from = from
  if (to) filters.to = to
  const findings = text('findings')
  if (findings === 'with' || findings === 'without') filters.hasFindings = findings === 'with'
  if (text('files') !== FILES_SHOWN) filters.appFiles = false
  return filters
}

/** The filters as a query of texts (the paged list's), the yes-or-no ones written `true` or `false`. */
export function logFiltersQuery(filters: RequestLogFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, String(value)]))
}

/**
 * The status class of a status, for its colour and the status filter; `none` when no answer was
 * sent (status 0: a fault rule dropped the connection).
 */
export function statusClass(status: number): (typeof STATUS_CLASSES)[number] | 'none' {
  return STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'none'
}
