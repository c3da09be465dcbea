/** A document deleted meanwhile (by a colleague, by the registry) is said as such, and the list read again. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import DarwinDocuments from '@/features/darwin/components/DarwinDocuments.vue'
import { createAppI18n } from '@/i18n'
import { PlatformKey } from '@/platform'

const DOC = { id: 'd1', requestId: 7, documentType: 'IC', fileName: 'carta.pdf', fileType: 'application/pdf', fileSize: 1200, created: '2026-11-20T10:00:00+01:00' }

function open() {
  const call = vi.fn(async (_op: OperationDef) => {
    throw new ApiFailure(404, 'not_found', `Document ${DOC.id}`)
  })
  const w = mount(DarwinDocuments, {
    props: { requestId: 7, documents: [DOC as never], editable: true },
    attachTo: document.body,
    global: {
      plugins: [createAppI18n('it'), createPinia()],
      provide: { [CallKey as symbol]: call, [PlatformKey as symbol]: { kind: 'web', saveFile: vi.fn() } },
      stubs: { DarwinUpload: true, DarwinDocumentPreview: true },
    },
  })
  return { w, call }
}

describe('a darwin document that is no longer there', () => {
  it('is said as the document’s, not the request’s, and the list is read again: on preview, on save, on delete', async () => {
    for (const action of ['document-preview-open', 'document-download', 'document-delete']) {
      const { w } = open()
      await w.get(`[data-testid=${action}]`).trigger('click')
      if (action === 'document-delete') await w.get('[data-testid=delete-confirm]').trigger('click')
      await flushPromises()
      expect(w.get('[data-testid=documents-error]').text(), action).toBe('Questo documento non c’è più: l’elenco è stato aggiornato.')
      expect(w.emitted('changed'), action).toHaveLength(1)
      w.unmount()
    }
  })
})
