import { flushPromises, mount } from '@vue/test-utils'
import { unzipSync, strFromU8 } from 'fflate'
import { describe, expect, it, vi } from 'vitest'
import { reactive } from 'vue'
import { CallKey } from '@/api/inject'
import ExportMenu from '@/features/exports/components/ExportMenu.vue'
import { createAppI18n } from '@/i18n'
import { PlatformKey, type FileData, type Platform } from '@/platform'
import { expectBusyKeepingFocus } from '../../busy-button'

const invoices = Array.from({ length: 130 }, (_, i) => ({
  id: i + 1,
  fiscalYear: 2026,
  invoiceNumber: 200 - i,
  invoiceDate: '2026-11-24',
  totalAmount: 122,
  taxAmount: 22,
  taxableAmount: 100,
  taxRate: '22%',
}))

/** The registry: the invoices' search in pages, and every PDF but invoice 7's. */
function fakeCall() {
  return vi.fn(async (op: { id: string }, input: { query?: Record<string, number>; params?: { invoiceId: number } }) => {
    if (op.id === 'invoices.pdf') {
      if (input.params!.invoiceId === 7) throw Object.assign(new Error('404'), { status: 404, code: 'pdf_unavailable' })
      return new TextEncoder().encode(`%PDF-1.4 ${input.params!.invoiceId}`)
    }
    const { page, size } = input.query!
    return {
      elements: invoices.slice(page! * size!, (page! + 1) * size!),
      page: { size, number: page, totalElements: invoices.length, totalPages: Math.ceil(invoices.length / size!) },
    }
  })
}

function mountMenu(locale: 'it' | 'en', chosen?: Set<number>, gate?: Promise<void>) {
  const saved: Array<{ data: FileData; name: string }> = []
  const platform: Platform = {
    kind: 'web',
    saveFile: async (data, name) => (saved.push({ data, name }), name),
    appVersion: async () => 'test',
  }
  const registry = fakeCall()
  // With a gate, every answer waits for it: the export is seen while it runs.
  const call = gate ? vi.fn(async (...args: Parameters<typeof registry>) => (await gate, registry(...args))) : registry
  const w = mount(ExportMenu, {
    attachTo: document.body,
    props: { list: 'invoices', query: { totalAmount: 'ge:100', page: 2, size: 20 }, chosen },
    global: { plugins: [createAppI18n(locale)], provide: { [CallKey as symbol]: call, [PlatformKey as symbol]: platform } },
  })
  return { w, saved, call }
}

const bytesOf = (data: FileData) => (data instanceof Uint8Array ? data : new Uint8Array(data.flatMap((c) => [...c])))

describe('the export menu', () => {
  it('exports every page of the filtered list to CSV, in the user’s language', async () => {
    const { w, saved, call } = mountMenu('it')
    await w.get('[data-testid=export-csv]').trigger('click')
    await flushPromises()
    expect(saved).toHaveLength(1)
    expect(saved[0]!.name).toMatch(/^fatture-\d{4}-\d{2}-\d{2}\.csv$/)
    const text = new TextDecoder().decode(bytesOf(saved[0]!.data))
    expect(text.split('\r\n')[0]).toBe('Numero;Anno fiscale;Data;Imponibile (€);Aliquota;IVA (€);Totale (€);N. pagamento')
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + invoices.length)
    expect(call.mock.calls.map((c) => c[1].query)).toEqual([
      { totalAmount: 'ge:100', page: 0, size: 100 },
      { totalAmount: 'ge:100', page: 1, size: 100 },
    ])
    expect(w.text()).toContain('Salvato in fatture-')
  })

  it('puts only the chosen invoices’ PDFs in the ZIP and lists a missing one', async () => {
    const { w, saved } = mountMenu('en', reactive(new Set([3, 7, 120])))
    expect(w.get('[data-testid=export-zip]').text()).toBe('Download the chosen PDFs (ZIP): 3')
    await w.get('[data-testid=export-zip]').trigger('click')
    await flushPromises()
    const files = unzipSync(bytesOf(saved[0]!.data))
    // Named by the number as the PDF prints it (`81/2026`), a dash for the slash.
    expect(Object.keys(files).sort()).toEqual(['invoice-198-2026.pdf', 'invoice-81-2026.pdf', 'missing.txt'])
    expect(strFromU8(files['missing.txt']!)).toBe('invoice-194-2026.pdf: PDF not available (404 pdf_unavailable)\r\n')
    expect(w.get('[data-testid=export-note]').text()).toBe('PDFs not available: 1. They are listed in the file missing.txt inside the ZIP.')
  })

  it('takes its outcome away once the list’s filters, sort or chosen invoices change, not for another page', async () => {
    const chosen = reactive(new Set<number>())
    const { w } = mountMenu('it', chosen)
    const saved = () => w.find('[data-testid=export-saved]').exists()
    await w.get('[data-testid=export-csv]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid=export-saved]').text()).toContain('Salvato in fatture-')
    // Another page, or another page size, of the same list: the file still is that list.
    await w.setProps({ query: { totalAmount: 'ge:100', page: 3, size: 50 } })
    expect(saved()).toBe(true)
    await w.setProps({ query: { totalAmount: 'ge:200', page: 0, size: 50 } })
    expect(saved()).toBe(false)

    await w.get('[data-testid=export-zip]').trigger('click')
    await flushPromises()
    expect(w.get('[data-testid=export-note]').text()).toContain('pdf-mancanti.txt')
    chosen.add(3)
    await flushPromises()
    expect(w.find('[data-testid=export-note]').exists()).toBe(false)
    expect(saved()).toBe(false)

    await w.get('[data-testid=export-csv]').trigger('click')
    await flushPromises()
    expect(saved()).toBe(true)
    await w.setProps({ query: { totalAmount: 'ge:200', page: 0, size: 50, sort: ['totalAmount'] } })
    expect(saved()).toBe(false)
    w.unmount()
  })

  it('does not say where an export saved the list if the list changed while it ran', async () => {
    let open: () => void = () => {}
    const { w, saved } = mountMenu('it', undefined, new Promise((resolve) => (open = resolve)))
    await w.get('[data-testid=export-csv]').trigger('click')
    await w.setProps({ query: { totalAmount: 'ge:200', page: 0, size: 20 } })
    open()
    await flushPromises()
    expect(saved).toHaveLength(1)
    expect(w.find('[data-testid=export-saved]').exists()).toBe(false)
    w.unmount()
  })

  it('keeps the focus on the export button while it runs and after, and says where it saved in a region already there', async () => {
    let open: () => void = () => {}
    const { w, saved } = mountMenu('it', undefined, new Promise((resolve) => (open = resolve)))
    const status = w.find('[data-testid=export-menu] [role=status]')
    // The progress's live region is there before the export, empty, and says the progress once it runs.
    const progressSaid = w.get('[data-testid=export-progress-said]')
    expect(progressSaid.attributes('aria-live')).toBe('polite')
    expect(progressSaid.text()).toBe('')
    const csv = w.get<HTMLButtonElement>('[data-testid=export-csv]')
    csv.element.focus()
    await csv.trigger('click')
    expect(w.find('[data-testid=export-progress]').exists()).toBe(true)
    expect(w.get('[data-testid=export-progress-said]').element).toBe(progressSaid.element)
    expect(progressSaid.text()).not.toBe('')
    expectBusyKeepingFocus(csv)
    // Pressed again while it runs: nothing happens (no second export, no "cancelled").
    await csv.trigger('click')
    await w.get('[data-testid=export-xlsx]').trigger('click')
    open()
    await flushPromises()
    expect(saved).toHaveLength(1)
    expect(w.find('[data-testid=export-note]').exists()).toBe(false)
    expect(csv.attributes('aria-disabled')).toBeUndefined()
    expect(document.activeElement).toBe(csv.element)
    expect(status.exists()).toBe(true)
    expect(w.get('[data-testid=export-menu] [role=status]').element).toBe(status.element)
    expect(status.text()).toContain('Salvato in fatture-')
    w.unmount()
  })

  it('gives the focus back to the export button when Cancel goes with the export', async () => {
    let open: () => void = () => {}
    const { w, saved } = mountMenu('it', undefined, new Promise((resolve) => (open = resolve)))
    await w.get('[data-testid=export-xlsx]').trigger('click')
    const cancel = w.get<HTMLButtonElement>('[data-testid=export-cancel]')
    cancel.element.focus()
    await cancel.trigger('click')
    open()
    await vi.waitFor(() => expect(w.find('[data-testid=export-note]').exists()).toBe(true))
    await flushPromises()
    expect(saved).toHaveLength(0)
    expect(w.find('[data-testid=export-cancel]').exists()).toBe(false)
    expect(w.get('[data-testid=export-note]').text()).toBe('Esportazione annullata.')
    expect(document.activeElement).toBe(w.get('[data-testid=export-xlsx]').element)
    w.unmount()
  })

  it('puts the focus on the ZIP button when Clear chosen goes with the choice', async () => {
    const { w } = mountMenu('it', reactive(new Set([3, 7])))
    const clear = w.get<HTMLButtonElement>('[data-testid=export-clear-chosen]')
    clear.element.focus()
    await clear.trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=export-clear-chosen]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('[data-testid=export-zip]').element)
    w.unmount()
  })
})
