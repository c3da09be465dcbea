/** The documents' actions by keyboard: the focus follows each change, never left on <body>. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import DarwinDocuments from '@/features/darwin/components/DarwinDocuments.vue'
import { createAppI18n } from '@/i18n'
import { PlatformKey } from '@/platform'

const doc = (id: string) => ({ id, requestId: 7, documentType: 'IC', fileName: `${id}.pdf`, fileType: 'application/pdf', fileSize: 1200, created: '2026-11-20T10:00:00+01:00' })
const DOCS = [doc('d1'), doc('d2'), doc('d3')]

let mounted: ReturnType<typeof mount> | undefined
afterEach(() => mounted?.unmount())

function open(documents = DOCS, call = vi.fn(async (_op: OperationDef): Promise<unknown> => undefined)) {
  const w = mount(DarwinDocuments, {
    props: { requestId: 7, documents: documents as never, editable: true },
    attachTo: document.body,
    global: {
      plugins: [createAppI18n('en'), createPinia()],
      provide: { [CallKey as symbol]: call, [PlatformKey as symbol]: { kind: 'web', saveFile: vi.fn() } },
      stubs: { DarwinUpload: true, PdfViewer: true },
    },
  })
  mounted = w
  return { w, call }
}

const row = (w: ReturnType<typeof mount>, name: string) => w.get(`[data-testid=document][data-name="${name}"]`)
const focused = () => document.activeElement

/** Focuses a control and activates it, as Enter on a focused button does. */
async function press(w: ReturnType<typeof mount>, selector: string) {
  const el = w.get(selector)
  ;(el.element as HTMLElement).focus()
  await el.trigger('click')
  await flushPromises()
}

describe('deleting a document by keyboard', () => {
  it('puts the focus on Cancel of the question, and back on Delete when cancelled', async () => {
    const { w } = open()
    await press(w, '[data-name="d2.pdf"] [data-testid=document-delete]')
    expect(focused()).toBe(row(w, 'd2.pdf').get('[data-testid=delete-cancel]').element)

    await press(w, '[data-name="d2.pdf"] [data-testid=delete-cancel]')
    expect(row(w, 'd2.pdf').find('[data-testid=delete-confirm]').exists()).toBe(false)
    expect(focused()).toBe(row(w, 'd2.pdf').get('[data-testid=document-delete]').element)
  })

  it('takes Escape in the question as Cancel', async () => {
    const { w, call } = open()
    await press(w, '[data-name="d2.pdf"] [data-testid=document-delete]')
    await w.get('[data-name="d2.pdf"] [data-testid=delete-cancel]').trigger('keydown', { key: 'Escape' })
    await flushPromises()
    expect(row(w, 'd2.pdf').find('[data-testid=delete-confirm]').exists()).toBe(false)
    expect(focused()).toBe(row(w, 'd2.pdf').get('[data-testid=document-delete]').element)
    expect(call).not.toHaveBeenCalled()
  })

  it('keeps the focus on the confirming Delete while it is sent, then moves it to the next row', async () => {
    let answer: () => void = () => {}
    const call = vi.fn((_op: OperationDef) => new Promise<unknown>((resolve) => (answer = () => resolve(undefined))))
    const { w } = open(DOCS, call)
    await press(w, '[data-name="d2.pdf"] [data-testid=document-delete]')
    await press(w, '[data-name="d2.pdf"] [data-testid=delete-confirm]')
    const confirm = row(w, 'd2.pdf').get('[data-testid=delete-confirm]')
    expect(confirm.attributes('aria-disabled')).toBe('true')
    expect(confirm.attributes('disabled')).toBeUndefined()
    expect(focused()).toBe(confirm.element)
    // Busy: a second Enter sends nothing, and Escape does not hide the question.
    await confirm.trigger('click')
    await confirm.trigger('keydown', { key: 'Escape' })
    expect(call).toHaveBeenCalledTimes(1)
    expect(row(w, 'd2.pdf').find('[data-testid=delete-confirm]').exists()).toBe(true)

    answer()
    await flushPromises()
    const next = row(w, 'd3.pdf').get('[data-testid=document-delete]').element
    expect(focused()).toBe(next)
    // The page reads the list again: the focused button is still the one there.
    await w.setProps({ documents: [DOCS[0], DOCS[2]] as never })
    expect(focused()).toBe(next)
  })

  it('leaves another row’s question, and the focus on it, when a delete sent before is answered', async () => {
    let answer: () => void = () => {}
    const call = vi.fn((_op: OperationDef) => new Promise<unknown>((resolve) => (answer = () => resolve(undefined))))
    const { w } = open(DOCS, call)
    await press(w, '[data-name="d1.pdf"] [data-testid=document-delete]')
    await press(w, '[data-name="d1.pdf"] [data-testid=delete-confirm]')
    await press(w, '[data-name="d3.pdf"] [data-testid=document-delete]')
    answer()
    await flushPromises()
    expect(row(w, 'd3.pdf').find('[data-testid=delete-confirm]').exists()).toBe(true)
    expect(focused()).toBe(row(w, 'd3.pdf').get('[data-testid=delete-cancel]').element)
  })

  it('moves the focus to the previous row after the last one, and to the heading when none is left', async () => {
    const { w } = open()
    await press(w, '[data-name="d3.pdf"] [data-testid=document-delete]')
    await press(w, '[data-name="d3.pdf"] [data-testid=delete-confirm]')
    expect(focused()).toBe(row(w, 'd2.pdf').get('[data-testid=document-delete]').element)
    w.unmount()

    const single = open([DOCS[0]!]).w
    await press(single, '[data-testid=document-delete]')
    await press(single, '[data-testid=delete-confirm]')
    expect(focused()).toBe(single.get('h2').element)
    expect(single.get('h2').attributes('tabindex')).toBe('-1')
  })

  it('gives the focus back to the row’s Delete when the registry refuses the deletion', async () => {
    const { w } = open(DOCS, vi.fn(async (): Promise<unknown> => {
      throw new ApiFailure(409, 'invalid_status', 'The request is not editable')
    }))
    await press(w, '[data-name="d2.pdf"] [data-testid=document-delete]')
    await press(w, '[data-name="d2.pdf"] [data-testid=delete-confirm]')
    expect(w.find('[data-testid=documents-error]').exists()).toBe(true)
    expect(focused()).toBe(row(w, 'd2.pdf').get('[data-testid=document-delete]').element)
  })
})

describe('the preview by keyboard', () => {
  it('gives the focus back to the row’s Preview button when closed', async () => {
    const { w } = open(DOCS, vi.fn(async () => new Uint8Array([0x25, 0x50, 0x44, 0x46])))
    await press(w, '[data-name="d2.pdf"] [data-testid=document-preview-open]')
    expect(w.find('[data-testid=document-preview]').exists()).toBe(true)
    await press(w, '[data-testid=preview-close]')
    expect(w.find('[data-testid=document-preview]').exists()).toBe(false)
    expect(focused()).toBe(row(w, 'd2.pdf').get('[data-testid=document-preview-open]').element)
  })
})
