import { onBeforeUnmount, ref, type Ref } from 'vue'

/** What a running export reports: items done of a total (rows or PDFs). */
export interface ExportProgress {
  done: number
  total: number
}

export interface UseExportJob {
  running: Ref<boolean>
  progress: Ref<ExportProgress | null>
  /** Runs one export at a time; false when it was cancelled. Errors other than a cancel are thrown. */
  run(job: (signal: AbortSignal, report: (done: number, total: number) => void) => Promise<void>): Promise<boolean>
  /** Stops the running export: its requests are aborted through the signal passed to the HTTP client. */
  cancel(): void
}

/** Progress and cancellation of an export; leaving the screen cancels it. */
export function useExportJob(): UseExportJob {
  const running = ref(false)
  const progress = ref<ExportProgress | null>(null)
  let controller: AbortController | null = null

  async function run(job: (signal: AbortSignal, report: (done: number, total: number) => void) => Promise<void>): Promise<boolean> {
    if (controller) return false
    const mine = new AbortController()
    controller = mine
    running.value = true
    progress.value = null
    try {
      await job(mine.signal, (done, total) => {
        if (!mine.signal.aborted) progress.value = { done, total }
      })
      return !mine.signal.aborted
    } catch (err) {
      if (mine.signal.aborted) return false
      throw err
    } finally {
      controller = null
      running.value = false
      progress.value = null
    }
  }

  function cancel(): void {
    controller?.abort(new DOMException('export cancelled', 'AbortError'))
  }

  onBeforeUnmount(cancel)
  return { running, progress, run, cancel }
}
