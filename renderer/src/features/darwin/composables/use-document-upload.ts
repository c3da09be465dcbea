import { ref, type Ref, shallowRef } from 'vue'
import type { BodyOf } from '@contract/operation'
import { type DarwinDocument, darwinDocumentsUpload } from '@contract/darwin-documents'
import type { DarwinDocumentType } from '@contract/darwin-shared'
import { ApiFailure } from '@/api/errors'
import { useCall } from '@/api/inject'
import type { DocumentFileVerdict } from '@validation/document-file'
import { checkChosenFile, HEAD_BYTES, limitFromDetail } from '../file-check'
import { useDarwinStore } from '../store'
import { useDarwinErrorText } from './use-darwin-error'

export interface UseDocumentUpload {
  file: Ref<File | null>
  verdict: Ref<DocumentFileVerdict | null>
  /** 0..1 while sending; null when nothing is being sent. */
  progress: Ref<number | null>
  busy: Ref<boolean>
  error: Ref<string | null>
  /** The last refusal was a 413: the screen explains the limit. */
  refusedTooLarge: Ref<boolean>
  choose(file: File | null): Promise<void>
  send(requestId: number, documentType: DarwinDocumentType, note: string): Promise<DarwinDocument | null>
  cancel(): void
}

/**
 * One document on its way: checked when chosen (type by name and first bytes, size against the
 * limit known), then sent as the two multipart parts with upload progress.
 */
export function useDocumentUpload(): UseDocumentUpload {
  const call = useCall()
  const store = useDarwinStore()
  const errorText = useDarwinErrorText()
  // A shallow ref: the File itself, never a reactive proxy of it (the identity check below needs it).
  const file = shallowRef<File | null>(null)
  const verdict = ref<DocumentFileVerdict | null>(null)
  const progress = ref<number | null>(null)
  const busy = ref(false)
  const error = ref<string | null>(null)
  const refusedTooLarge = ref(false)
  let controller: AbortController | null = null

  async function choose(f: File | null) {
    error.value = null
    refusedTooLarge.value = false
    progress.value = null
    file.value = f
    verdict.value = null
    if (!f) return
    const head = new Uint8Array(await f.slice(0, HEAD_BYTES).arrayBuffer())
    if (file.value !== f) return
    verdict.value = checkChosenFile({ name: f.name, type: f.type, size: f.size }, head, store.limitBytes)
  }

  async function send(requestId: number, documentType: DarwinDocumentType, note: string): Promise<DarwinDocument | null> {
    const f = file.value
    // Busy from the first moment: the file's first bytes are read again below, and a second
    // click meanwhile must not send the document twice.
    if (!f || busy.value) return null
    busy.value = true
    try {
      return await upload(f, requestId, documentType, note)
    } finally {
      busy.value = false
      controller = null
    }
  }

  async function upload(f: File, requestId: number, documentType: DarwinDocumentType, note: string): Promise<DarwinDocument | null> {
    // The limit may have been learned since the file was chosen.
    await choose(f)
    const type = verdict.value?.type
    if (!type || verdict.value?.problem) return null
    const form = new FormData()
    const part: Record<string, unknown> = { requestId, documentType }
    if (note.trim() !== '') part.note = note.trim()
    form.append('document', new Blob([JSON.stringify(part)], { type: 'application/json' }))
    form.append('file', f.slice(0, f.size, type), f.name)
    progress.value = 0
    controller = new AbortController()
    try {
      const doc = await call(darwinDocumentsUpload, {
        body: form as unknown as BodyOf<typeof darwinDocumentsUpload>,
        onUploadProgress: (fraction) => (progress.value = fraction),
        signal: controller.signal,
      })
      progress.value = 1
      file.value = null
      verdict.value = null
      return doc
    } catch (err) {
      progress.value = null
      if (err instanceof ApiFailure && err.status === 413) {
        store.learnLimit(limitFromDetail(err.detail))
        refusedTooLarge.value = true
      }
      error.value = errorText(err)
      return null
    }
  }

  function cancel() {
    controller?.abort()
  }

  return { file, verdict, progress, busy, error, refusedTooLarge, choose, send, cancel }
}
