/** Uploading by keyboard: Send keeps the focus while busy, and the focus is not lost with the form. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { CallKey } from '@/api/inject'
import DarwinUpload from '@/features/darwin/components/DarwinUpload.vue'
import { createAppI18n } from '@/i18n'

const uploaded = { id: 'x', requestId: 4, fileName: 'visura.pdf', fileSize: 100, documentType: 'IC', fileType: 'application/pdf', note: '', created: '' }

let mounted: ReturnType<typeof mount> | undefined
afterEach(() => mounted?.unmount())

/** The panel with a PDF chosen; the registry answers the upload when the test says so. */
async function chosen() {
  let answer: () => void = () => {}
  const call = vi.fn((_op: OperationDef) => new Promise<unknown>((resolve) => (answer = () => resolve(uploaded))))
  const pinia = createPinia()
  setActivePinia(pinia)
  const w = mount(DarwinUpload, {
    props: { requestId: 4 },
    attachTo: document.body,
    global: { plugins: [pinia, createAppI18n('en')], provide: { [CallKey as symbol]: call } },
  })
  mounted = w
  const input = w.get('[data-testid=file-input]')
  Object.defineProperty(input.element, 'files', { value: [new File(['%PDF-1.4\n'], 'visura.pdf', { type: 'application/pdf' })], configurable: true })
  await input.trigger('change')
  await vi.waitFor(() => expect(w.find('[data-testid=upload-send]').exists()).toBe(true))
  return { w, call, answer: () => answer() }
}

describe('the upload panel by keyboard', () => {
  it('keeps the focus on Send while the file goes, then gives it to “Choose a file”', async () => {
    const { w, call, answer } = await chosen()
    const send = w.get('[data-testid=upload-send]')
    ;(send.element as HTMLElement).focus()
    await w.get('form').trigger('submit')
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1))
    expect(send.attributes('aria-disabled')).toBe('true')
    expect(send.attributes('disabled')).toBeUndefined()
    expect(document.activeElement).toBe(send.element)
    // A second Enter while busy sends nothing more.
    await w.get('form').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(1)

    answer()
    await flushPromises()
    expect(w.find('form').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('[data-testid=pick-file]').element)
  })

  it('says “uploaded” in a status region that was in the page before the text', async () => {
    const { w, answer } = await chosen()
    const region = w.get('[role=status]')
    expect(region.text()).toBe('')
    await w.get('form').trigger('submit')
    answer()
    await flushPromises()
    expect(w.get('[role=status]').element).toBe(region.element)
    expect(region.text()).toBe('visura.pdf is uploaded.')
  })
})
