import { describe, expect, it, vi } from 'vitest'
import { paymentsList } from '@contract/payments'
import type { Call } from '@/api/call'
import { searchPages } from '@/features/exports/page-iterator'
import { createCsvWriter } from '@/features/exports/csv-writer'
import { writeCsv } from '@/features/exports/write-list'

const TOTAL = 250

/** A paged search over `total` rows, as the API answers it. */
function fakeCall(total = TOTAL) {
  return vi.fn(async (_op: unknown, input: { query?: Record<string, unknown>; signal?: AbortSignal }) => {
    const { page, size } = input.query as { page: number; size: number }
    const start = page * size
    const elements = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({ id: start + i + 1 }))
    return { elements, page: { size, number: page, totalElements: total, totalPages: Math.ceil(total / size) } }
  })
}

describe('the page iterator', () => {
  it('asks for every page with the list’s filters and sort, at the API’s largest size', async () => {
    const call = fakeCall()
    const seen: number[] = []
    for await (const page of searchPages<{ id: number }>(call as unknown as Call, paymentsList, { status: 'eq:approved', sort: ['amount,desc'], page: 3, size: 20 })) {
      seen.push(...page.elements.map((e) => e.id))
      expect(page.totalElements).toBe(TOTAL)
    }
    expect(seen).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1))
    expect(call.mock.calls.map((c) => c[1].query)).toEqual([0, 1, 2].map((page) => ({ status: 'eq:approved', sort: ['amount,desc'], page, size: 100 })))
  })

  it('reports progress page by page and stops at a cancel', async () => {
    const call = fakeCall()
    const controller = new AbortController()
    const progress: number[] = []
    const writer = createCsvWriter<{ id: number }>('en', [{ header: 'No.', kind: 'integer', value: (r) => r.id }])
    const pages = searchPages<{ id: number }>(call as unknown as Call, paymentsList, {}, { signal: controller.signal })
    await expect(
      writeCsv(pages, writer, (done) => {
        progress.push(done)
        if (done >= 200) controller.abort()
      }),
    ).rejects.toThrow()
    expect(progress).toEqual([100, 200])
    expect(call).toHaveBeenCalledTimes(2)
    expect(call.mock.calls.every((c) => c[1].signal === controller.signal)).toBe(true)
  })

  it('streams a list of more than 10,000 rows: one chunk and one progress step a page', async () => {
    const rows = 12_345
    const call = fakeCall(rows)
    const progress: number[] = []
    const writer = createCsvWriter<{ id: number }>('it', [{ header: 'N.', kind: 'integer', value: (r) => r.id }])
    const chunks = await writeCsv(searchPages<{ id: number }>(call as unknown as Call, paymentsList, {}), writer, (done, total) => {
      expect(total).toBe(rows)
      progress.push(done)
    })
    expect(call).toHaveBeenCalledTimes(124)
    expect(chunks).toHaveLength(1 + 124)
    expect(progress).toHaveLength(124)
    expect(progress.at(-1)).toBe(rows)
    const text = new TextDecoder().decode(chunks.at(-1))
    expect(text.trimEnd().split('\r\n').at(-1)).toBe(String(rows))
  })
})
