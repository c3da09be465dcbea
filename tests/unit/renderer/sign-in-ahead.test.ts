import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createPdfThreadAhead } from '@/components/pdf/pdf-thread'
import { prepareFirstInvoice } from '@/sign-in-ahead'

// What the sign-in screen prepares while the user types, for an invoice opened right after.
describe('prepareFirstInvoice', () => {
  it('starts pdf.js’s thread and module for the signed-in frame to take, and loads the invoice screen’s code', async () => {
    const thread = { terminate: vi.fn() } as unknown as Worker
    const loadPdfJs = vi.fn(() => Promise.resolve())
    const threadAhead = createPdfThreadAhead(() => thread, loadPdfJs)
    const loadInvoiceScreen = vi.fn(async () => ({ render: () => null }))
    const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/invoices/:invoiceId', name: 'invoice', component: loadInvoiceScreen }] })

    await prepareFirstInvoice(router, threadAhead)

    expect(loadInvoiceScreen).toHaveBeenCalledTimes(1)
    expect(loadPdfJs).toHaveBeenCalledTimes(1)
    expect(threadAhead.take()).toBe(thread)
  })
})
