/** A darwin document is sent once, however quickly Send is clicked twice. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { darwinDocumentsUpload } from '@contract/darwin-documents'
import type { OperationDef } from '@contract/operation'
import { CallKey } from '@/api/inject'
import { type UseDocumentUpload, useDocumentUpload } from '@/features/darwin/composables/use-document-upload'
import { createAppI18n } from '@/i18n'

/** A PDF whose first bytes are read only when the test says so (a slow disk, a network share). */
function slowPdf(): { file: File; release: () => void } {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const file = new File(['%PDF-1.4 a scanned identity card'], 'documento.pdf', { type: 'application/pdf' })
  const slice = file.slice.bind(file)
  vi.spyOn(file, 'slice').mockImplementation((...args) => {
    const part = slice(...args)
    const read = part.arrayBuffer.bind(part)
    part.arrayBuffer = async () => {
      await gate
      return read()
    }
    return part
  })
  return { file, release }
}

describe('sending a darwin document', () => {
  it('sends it once when Send is clicked again while the file is still being read', async () => {
    const call = vi.fn(async (op: OperationDef) => {
      if (op === darwinDocumentsUpload) return { id: 'd1', fileName: 'documento.pdf' }
      throw new Error(`unexpected ${op.id}`)
    })
    let upload!: UseDocumentUpload
    mount(
      defineComponent({
        setup() {
          upload = useDocumentUpload()
          return () => h('p')
        },
      }),
      { global: { plugins: [createAppI18n('it'), createPinia()], provide: { [CallKey as symbol]: call } } },
    )
    // Chosen a moment ago; Send reads its first bytes again (the limit may have changed), slowly.
    const gate = slowPdf()
    upload.file.value = gate.file
    const first = upload.send(7, 'IC', '')
    expect(upload.busy.value).toBe(true)
    const second = upload.send(7, 'IC', '')
    gate.release()
    expect(await second).toBeNull()
    expect(await first).toMatchObject({ id: 'd1' })
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(1)
    expect(upload.busy.value).toBe(false)
  })
})
