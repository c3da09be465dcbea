/** The invoices list: what its Number column and filter ask the registry, and how numbers read. */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { Invoice } from '@contract/invoices'
import type { OperationDef } from '@contract/operation'
import { CallKey } from '@/api/inject'
import InvoicesListView from '@/features/invoices/views/InvoicesListView.vue'
import { createAppI18n } from '@/i18n'
import { PlatformKey } from '@/platform'
import { stubRouter } from '../../stub-router'

const invoice = (id: number, fiscalYear: number, invoiceNumber: number): Invoice => ({
  id, fiscalYear, invoiceNumber, totalAmount: 122, taxAmount: 22, taxRate: '22%', invoiceDate: `${fiscalYear}-03-02`, taxableAmount: 100,
})
const ROWS = [invoice(1, 2026, 89), invoice(2, 2025, 3), invoice(3, 2026, 3)]

/** The list on `/invoices`, and the queries of the searches it made. */
async function open(locale: 'it' | 'en' = 'it') {
  // Its links go to `/invoices/<id>` and `/payments/<id>`.
  const router = await stubRouter({ invoices: 'invoiceId', payments: 'paymentId' })
  const queries: Record<string, unknown>[] = []
  const call = vi.fn(async (op: OperationDef, input: { query: Record<string, unknown> }) => {
    if (op.id !== 'invoices.list') throw new Error(`unexpected ${op.id}`)
    queries.push(input.query)
    return { elements: ROWS, page: { size: 20, number: 0, totalElements: ROWS.length, totalPages: 1 } }
  })
  const w = mount(InvoicesListView, {
    attachTo: document.body,
    global: { plugins: [createAppI18n(locale), router], provide: { [CallKey as symbol]: call, [PlatformKey as symbol]: {} } },
  })
  await flushPromises()
  const last = () => queries[queries.length - 1]!
  async function filter(typed: string) {
    await w.get('#filter-invoiceNumber').setValue(typed)
    await w.get('[data-testid=filters]').trigger('submit')
    await flushPromises()
  }
  return { w, router, queries, last, filter }
}

describe('the invoices list', () => {
  it('sorts the Number column by year, then number, both ways', async () => {
    const { w, router, last } = await open()
    expect(last().sort).toEqual(['invoiceDate,desc'])
    await w.get('[data-testid=sort-invoiceNumber]').trigger('click')
    await flushPromises()
    expect(last().sort).toEqual(['fiscalYear', 'invoiceNumber'])
    expect(router.currentRoute.value.query.sort).toEqual(['invoiceNumber'])
    expect(w.get('th[aria-sort=ascending]').text()).toContain('Numero')
    await w.get('[data-testid=sort-invoiceNumber]').trigger('click')
    await flushPromises()
    expect(last().sort).toEqual(['fiscalYear,desc', 'invoiceNumber,desc'])
    expect(w.get('th[aria-sort=descending]').text()).toContain('Numero')
    w.unmount()
  })

  it('writes every number as the PDF does, number then year', async () => {
    const { w } = await open()
    const numbers = w.findAll('[data-testid=invoices-table] tbody tr td:first-child').map((td) => td.text())
    expect(numbers).toEqual(['89/2026', '3/2025', '3/2026'])
    expect(w.get('[data-testid=export-pick-1]').attributes('aria-label')).toContain('89/2026')
    w.unmount()
  })

  it('finds the invoice typed as the screen shows it', async () => {
    const { w, router, last, filter } = await open()
    await filter('89/2026')
    expect(last()).toMatchObject({ invoiceNumber: '89', invoiceDate: ['between:2026-01-01,2026-12-31'] })
    expect(router.currentRoute.value.query.invoiceNumber).toBe('89/2026')
    expect(w.find('[data-testid=invoice-number-every-year]').exists()).toBe(false)
    w.unmount()
  })

  it('says that a number without its year finds it in every year', async () => {
    const { w, last, filter } = await open('en')
    await filter('3')
    expect(last().invoiceNumber).toBe('3')
    expect(last().invoiceDate).toBeUndefined()
    expect(w.get('[data-testid=invoice-number-every-year]').text()).toBe(
      'Number 3 without a year finds the invoices with that number in every fiscal year; for one invoice, add its year, for example 3/2026.',
    )
    w.unmount()
  })

  it('does not apply what is no invoice number, and says how to write one', async () => {
    const { w, queries, router, filter } = await open()
    const asked = queries.length
    await filter('2026/0089')
    expect(queries).toHaveLength(asked)
    expect(router.currentRoute.value.query.invoiceNumber).toBeUndefined()
    expect(w.get('[data-testid=filter-invoiceNumber-error]').text()).toContain('89/2026')
    expect((w.get('#filter-invoiceNumber').element as HTMLInputElement).value).toBe('2026/0089')
    await filter('0089 / 2026')
    expect(w.find('[data-testid=filter-invoiceNumber-error]').exists()).toBe(false)
    expect(router.currentRoute.value.query.invoiceNumber).toBe('89/2026')
    expect((w.get('#filter-invoiceNumber').element as HTMLInputElement).value).toBe('89/2026')
    w.unmount()
  })
})
