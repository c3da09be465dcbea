/** The payment screen when its report or invoice cannot be read: said, with a retry, never "none". */
import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { paymentsGet, paymentsInvoice, paymentsReport, paymentsReportDomains } from '@contract/payments'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import PaymentDetailView from '@/features/payments/views/PaymentDetailView.vue'
import { createAppI18n } from '@/i18n'
import { PlatformKey } from '@/platform'
import { stubRouter } from '../../stub-router'

const PAYMENT = {
  id: 9, type: 'bank', status: 'approved', amount: 183, debitedAmount: 183, previousResidual: 0, finalResidual: 183,
  created: '2026-03-02T10:00:00+01:00', statusDate: '2026-03-02T11:00:00+01:00',
}
const REPORT = { paymentId: 9, domainsOperations: [{ operation: 'create', quantity: 3, operationCost: 61, amount: 183 }], totalAmount: 183 }
const INVOICE = { id: 7, fiscalYear: 2026, invoiceNumber: 42, totalAmount: 183, taxAmount: 33, taxRate: '22%', invoiceDate: '2026-03-02', paymentId: 9, taxableAmount: 150 }
const offline = () => new ApiFailure(503, 'registry_offline', 'The registry cannot be reached')

async function open(answers: Partial<Record<string, () => unknown>>) {
  const router = await stubRouter({ payments: '', invoice: 'invoiceId' })
  const call = vi.fn(async (op: OperationDef) => {
    const answer = answers[op.id]
    if (!answer) throw new Error(`unexpected ${op.id}`)
    return answer()
  })
  const saveFile = vi.fn(async () => 'saved' as const)
  const w = mount(PaymentDetailView, {
    props: { paymentId: 9 },
    attachTo: document.body,
    global: { plugins: [createAppI18n('it'), router], provide: { [CallKey as symbol]: call, [PlatformKey as symbol]: { kind: 'web', saveFile } } },
  })
  await flushPromises()
  return { w, call }
}

describe('the payment screen', () => {
  it('says that the report and invoice could not be read, not that there are none, and reads them again on a retry', async () => {
    let failing = true
    const { w } = await open({
      [paymentsGet.id]: () => PAYMENT,
      [paymentsReport.id]: () => (failing ? Promise.reject(offline()) : REPORT),
      [paymentsInvoice.id]: () => (failing ? Promise.reject(offline()) : INVOICE),
    })
    expect(w.find('[data-testid=no-report]').exists()).toBe(false)
    expect(w.text()).not.toContain('Nessuna fattura')
    expect(w.get('[data-testid=invoice-unknown]').text()).toBe('—')
    const failed = w.get('[data-testid=report-failed]')
    expect(failed.attributes('role')).toBe('alert')
    expect(failed.text()).not.toContain('The registry cannot be reached')
    // The payment itself is shown.
    expect(w.get('[data-testid=payment-facts]').text()).toContain('183,00')

    failing = false
    await w.get('[data-testid=report-retry]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=report-failed]').exists()).toBe(false)
    expect(w.get('[data-testid=report-table]').text()).toContain('183,00')
    expect(w.get('[data-testid=payment-invoice]').text()).toContain('183,00')
  })

  it('says "none" for a payment without them (404), and a failed CSV next to its button', async () => {
    const none = await open({
      [paymentsGet.id]: () => ({ ...PAYMENT, status: 'pending' }),
      [paymentsReport.id]: () => Promise.reject(new ApiFailure(404, 'report_not_found', 'no report')),
      [paymentsInvoice.id]: () => Promise.reject(new ApiFailure(404, 'not_found', 'no invoice')),
    })
    expect(none.w.find('[data-testid=no-report]').exists()).toBe(true)
    expect(none.w.text()).toContain('Nessuna fattura')
    none.w.unmount()

    const { w } = await open({
      [paymentsGet.id]: () => PAYMENT,
      [paymentsReport.id]: () => REPORT,
      [paymentsInvoice.id]: () => INVOICE,
      [paymentsReportDomains.id]: () => Promise.reject(offline()),
    })
    await w.get('[data-testid=report-csv]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid=csv-error]').attributes('role')).toBe('alert')
    // The screen's own status stays clear: the error is the button's.
    expect(w.find('[data-testid=screen-error]').exists()).toBe(false)
    expect(w.find('[data-testid=report-table]').exists()).toBe(true)
  })
})
