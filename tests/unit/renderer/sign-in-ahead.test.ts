import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createPdfServiceAhead } from '@/components/pdf/pdf-ahead'
import type { PdfService } from '@/components/pdf/pdf-service'
import { prepareFirstInvoice } from '@/sign-in-ahead'

// What the sign-in screen prepares while the user types, for an invoice opened right after.
describe('prepareFirstInvoice', () => {
  const router = (loadInvoiceScreen: () => Promise<unknown>) =>
    createRouter({ history: createMemoryHistory(), routes: [{ path: '/invoices/:invoiceId', name: 'invoice', component: loadInvoiceScreen as never }] })

  it('warms a PDF service up for the signed-in frame to take, and loads the invoice screen’s code', async () => {
    const service = { warm: vi.fn(() => Promise.resolve()), dispose: vi.fn() } as unknown as PdfService
    const pdfAhead = createPdfServiceAhead()
    const loadInvoiceScreen = vi.fn(async () => ({ render: () => null }))

    await prepareFirstInvoice(router(loadInvoiceScreen), pdfAhead, service)

    expect(loadInvoiceScreen).toHaveBeenCalledTimes(1)
    expect(service.warm).toHaveBeenCalledTimes(1)
    expect(pdfAhead.take()).toBe(service)
  })

  it('a warm-up that fails changes nothing yet: the service is still handed over', async () => {
    const service = { warm: vi.fn(() => Promise.reject(new Error('offline'))), dispose: vi.fn() } as unknown as PdfService
    const pdfAhead = createPdfServiceAhead()
    await prepareFirstInvoice(router(async () => ({ render: () => null })), pdfAhead, service)
    expect(pdfAhead.take()).toBe(service)
    expect(service.dispose).not.toHaveBeenCalled()
  })
})
