import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { type Invoice, invoicesGet, invoicesPdf } from '@contract/invoices'
import { invoicesPayment } from '@contract/invoices-payment'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import { type PdfService, PdfServiceKey } from '@/components/pdf/pdf-service'
import InvoiceDetailView from '@/features/invoices/views/InvoiceDetailView.vue'
import { createAppI18n } from '@/i18n'
import { PlatformKey } from '@/platform'
import { stubRouter } from '../../stub-router'

const INVOICE: Invoice = { id: 7, fiscalYear: 2026, invoiceNumber: 42, totalAmount: 183, taxAmount: 33, taxRate: '22%', invoiceDate: '2026-03-02', paymentId: 9, taxableAmount: 150 }

/** The PDF viewer, reduced to what the screen hears from it: `shown`, when the test says so. */
const viewers: { shown: () => void }[] = []
const PdfViewerStub = defineComponent({
  props: { data: { type: Uint8Array, required: true }, title: { type: String, required: true } },
  emits: ['save', 'shown'],
  setup(_props, { emit }) {
    viewers.push({ shown: () => emit('shown') })
    return () => h('section', { 'data-testid': 'pdf-viewer' })
  },
})

/** The screen on invoice 7, its PDF answered by `pdf`; the calls it made, by operation. */
async function open(pdf: () => Promise<Uint8Array>) {
  viewers.length = 0
  const router = await stubRouter({ invoices: '', payment: 'paymentId' })
  const calls: string[] = []
  const call = vi.fn(async (op: OperationDef) => {
    calls.push(op.id)
    if (op === invoicesGet) return INVOICE
    if (op === invoicesPdf) return pdf()
    if (op === invoicesPayment) return { id: 9, type: 'bank', amount: 183 }
    throw new Error(`unexpected ${op.id}`)
  })
  const pdfService = { warm: async () => undefined } as unknown as PdfService
  const w = mount(InvoiceDetailView, {
    props: { invoiceId: 7 },
    global: {
      plugins: [createAppI18n('it'), router],
      provide: { [CallKey as symbol]: call, [PdfServiceKey as symbol]: pdfService, [PlatformKey as symbol]: {} },
      stubs: { PdfViewer: PdfViewerStub },
    },
  })
  await flushPromises()
  return { w, calls }
}

describe('the invoice screen', () => {
  it('asks for the payment’s details only once the PDF’s first page is shown, the link to it there meanwhile', async () => {
    const { w, calls } = await open(async () => new Uint8Array([37, 80, 68, 70]))
    expect(viewers).toHaveLength(1)
    expect(calls).toEqual([invoicesPdf.id, invoicesGet.id])
    expect(w.get('[data-testid=invoice-payment]').text()).toBe('n. 9')

    viewers[0]!.shown()
    await flushPromises()
    expect(calls).toEqual([invoicesPdf.id, invoicesGet.id, invoicesPayment.id])
    expect(w.get('[data-testid=invoice-payment]').text()).toContain('183,00')
    // Once: a PDF shown again asks nothing more.
    viewers[0]!.shown()
    await flushPromises()
    expect(calls.filter((id) => id === invoicesPayment.id)).toHaveLength(1)
  })

  it('asks for them at once when the invoice has no PDF to show', async () => {
    const { w, calls } = await open(async () => {
      throw new ApiFailure(404, 'not_found', 'no PDF for this invoice')
    })
    expect(viewers).toHaveLength(0)
    expect(w.find('[data-testid=pdf-unavailable]').exists()).toBe(true)
    expect(calls).toContain(invoicesPayment.id)
    expect(w.get('[data-testid=invoice-payment]').text()).toContain('183,00')
  })

  it('says where the PDF goes why it could not be had, and gets it on a retry', async () => {
    let answer: () => Promise<Uint8Array> = async () => {
      throw new ApiFailure(0, 'unreachable', 'Network Error')
    }
    const { w, calls } = await open(() => answer())
    expect(w.text()).not.toContain('Caricamento del PDF')
    const failed = w.get('[data-testid=pdf-failed]')
    expect(failed.attributes('role')).toBe('alert')
    expect(failed.text()).not.toBe('')
    expect(failed.text()).not.toContain('Network Error')
    expect(viewers).toHaveLength(0)
    // The facts stay, with the payment's details.
    expect(w.get('[data-testid=invoice-total]').text()).toContain('183,00')
    expect(calls).toContain(invoicesPayment.id)

    answer = async () => new Uint8Array([37, 80, 68, 70])
    await w.get('[data-testid=pdf-retry]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=pdf-failed]').exists()).toBe(false)
    expect(viewers).toHaveLength(1)
    expect(calls.filter((id) => id === invoicesPdf.id)).toHaveLength(2)
  })
})
