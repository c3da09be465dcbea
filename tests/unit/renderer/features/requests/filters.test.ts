/** The Requests screen's filters: from the URL's values to what the request log takes. */
import { describe, expect, it } from 'vitest'
import { readListState, writeListState } from '@/composables/list-state'
import { logFiltersQuery, REQUEST_FILTER_SPEC, statusClass, toLogFilters } from '@/features/requests/filters'

const DEFAULTS = { size: 50, sort: [] }

describe('the Requests screen’s filters', () => {
  it('survive the URL: what is written is read back the same', () => {
    const filters = { method: 'POST', status: '4xx', path: '/v1/payments', caller: 'admin', requestId: 'abc', 'at.from': '2026-11-01', 'at.to': '2026-11-24' }
    const query = writeListState({ filters, page: 2, size: 50, sort: [] }, DEFAULTS)
    const asStrings = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))
    expect(readListState(asStrings, REQUEST_FILTER_SPEC, DEFAULTS)).toEqual({ filters, page: 2, size: 50, sort: [] })
  })

  it('become the log’s filters: plain values, dates as local midnights, the last day included', () => {
    expect(toLogFilters({ method: 'post', status: '4xx', path: ' invoices ', caller: 'apiKey', requestId: 'r-1', 'at.from': '2026-11-01', 'at.to': '2026-11-24' })).toEqual({
      method: 'POST',
      status: '4xx',
      path: 'invoices',
      caller: 'apiKey',
      requestId: 'r-1',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 25).toISOString(),
      appFiles: false,
    })
  })

  it('leave out what the log would refuse, instead of failing the list', () => {
    expect(toLogFilters({ method: 'GET /x', status: '6xx', path: '   ', 'at.from': 'yesterday', 'at.to': '2026-13-45x', files: 'maybe' })).toEqual({ appFiles: false })
  })

  it('ask for the answers that differ from the spec, or the others, written as the query has them', () => {
    expect(toLogFilters({ findings: 'with' })).toEqual({ hasFindings: true, appFiles: false })
    expect(toLogFilters({ findings: 'without', method: 'GET' })).toEqual({ hasFindings: false, method: 'GET', appFiles: false })
    expect(toLogFilters({ findings: 'maybe' })).toEqual({ appFiles: false })
    expect(logFiltersQuery({ hasFindings: false, path: '/v1/payments' })).toEqual({ hasFindings: 'false', path: '/v1/payments' })
    expect(logFiltersQuery({ method: 'GET' })).toEqual({ method: 'GET' })
  })

  it('leave out the web interface’s own files unless asked to show them', () => {
    expect(toLogFilters({})).toEqual({ appFiles: false })
    expect(toLogFilters({ files: 'shown', method: 'GET' })).toEqual({ method: 'GET' })
    expect(logFiltersQuery(toLogFilters({ path: 'assets' }))).toEqual({ path: 'assets', appFiles: 'false' })
    const query = writeListState({ filters: { files: 'shown' }, page: 0, size: 50, sort: [] }, DEFAULTS)
    expect(readListState(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), REQUEST_FILTER_SPEC, DEFAULTS).filters).toEqual({ files: 'shown' })
  })

  it('give each status its class, and none to a request that got no answer', () => {
    expect([101, 200, 304, 404, 503, 0].map(statusClass)).toEqual(['1xx', '2xx', '3xx', '4xx', '5xx', 'none'])
  })
})
