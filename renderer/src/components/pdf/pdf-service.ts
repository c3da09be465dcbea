import type { PDFDocumentProxy, PDFPageProxy, PDFWorker } from 'pdfjs-dist'
import { inject, type InjectionKey, onBeforeUnmount, onMounted, provide } from 'vue'
import { whenIdle } from '@/composables/when-idle'
import { createCanvasPool } from './canvas-pool'
import { startPdfThread } from './pdf-thread'
import type { DrawnPage } from './pdfjs'
import { warmUpPdf } from './warm-up-pdf'

type PdfJs = typeof import('./pdfjs')

/**
 * pdf.js for the screens that show PDFs: its module (large, so loaded only when wanted) and one
 * worker that every PDF opened shares. The signed-in frame owns it (`providePdfService`), so it
 * lives as long as someone is signed in, and ends with the session.
 */
export interface PdfService {
  /**
   * Loads pdf.js, starts its worker and draws a small invoice-like PDF off screen a few times,
   * unless that is done or under way: the code a first page runs through is then compiled and
   * optimized (warm-up-pdf.ts).
   */
  warm(): Promise<void>
  /** Opens a PDF from bytes (they are copied: the caller keeps its own, for saving). */
  open(bytes: Uint8Array): Promise<PDFDocumentProxy>
  /** Draws one page at `scale` into `host`, then its text layer (pdfjs.ts `renderPage`), on a canvas kept from a page drawn before where one fits. */
  render(page: PDFPageProxy, host: HTMLElement, scale: number): Promise<DrawnPage>
  /** `host` is no longer shown: its canvas is kept for the next page (canvas-pool.ts). */
  release(host: HTMLElement): void
  /** Ends the worker. */
  dispose(): void
}

export const PdfServiceKey: InjectionKey<PdfService> = Symbol('pdf')

export interface PdfServiceDeps {
  /** pdf.js's module (pdfjs.ts), loaded on first use. */
  readonly load: () => Promise<PdfJs>
  /** Starts the thread pdf.js parses PDFs in. */
  readonly startThread: () => Worker
  /** The PDF drawn off screen by `warm`. */
  readonly warmUpDocument: () => Promise<Uint8Array>
}

const defaults: PdfServiceDeps = {
  load: () => import('./pdfjs'),
  startThread: startPdfThread,
  warmUpDocument: warmUpPdf,
}

/** The warm-up's scale: any will do, the code run is the same. */
const WARM_UP_SCALE = 1
/**
 * How many times the warm-up opens and draws its PDF. V8 compiles a function when it first runs
 * and optimizes it once it has run often: after one drawing, the first invoice's page was the
 * drawing that made pdf.js's code hot, and its optimizing compiles ran on the one core beside it
 * (about 20 ms of CPU inside a traced first open, `npm run bench`'s screens). After three they
 * are done, while the user types or looks at another screen.
 */
const WARM_UP_DRAWINGS = 3

/** `deps` replace the defaults they name (tests give fakes of pdf.js and its thread). */
export function createPdfService(given: Partial<PdfServiceDeps> = {}): PdfService {
  const deps: PdfServiceDeps = { ...defaults, ...given }
  let ready: Promise<{ pdfjs: PdfJs; worker: PDFWorker; thread: Worker }> | undefined
  function started() {
    ready ??= (async () => {
      // The worker's script downloads and compiles on its own thread while pdf.js's module loads
      // here, rather than after it: the two are most of a first PDF's time.
      const thread = deps.startThread()
      try {
        const pdfjs = await deps.load()
        return { pdfjs, worker: pdfjs.startWorker(thread), thread }
      } catch (err) {
        // Not kept: the next PDF tries again (the network may be back).
        thread.terminate()
        ready = undefined
        throw err
      }
    })()
    return ready
  }
  const canvases = createCanvasPool()
  let warmedUp: Promise<void> | undefined
  /**
   * Opens and draws the warm-up PDF (its text layer too) `WARM_UP_DRAWINGS` times, each time a new
   * document, so that the worker parses it again too, and lets it go.
   */
  async function drawWarmUp(): Promise<void> {
    const { pdfjs, worker } = await started()
    const bytes = await deps.warmUpDocument()
    for (let i = 0; i < WARM_UP_DRAWINGS; i++) {
      const doc = await pdfjs.openPdf(bytes, worker)
      try {
        const drawn = await pdfjs.renderPage(await doc.getPage(1), document.createElement('div'), WARM_UP_SCALE, canvases.take)
        await drawn.text
      } finally {
        await doc.destroy()
      }
    }
  }
  return {
    warm: () => {
      warmedUp ??= drawWarmUp().catch((err: unknown) => {
        // Not kept: a later warm-up (or the first PDF) tries again.
        warmedUp = undefined
        throw err
      })
      return warmedUp
    },
    open: async (bytes) => {
      const { pdfjs, worker } = await started()
      return pdfjs.openPdf(bytes, worker)
    },
    render: async (page, host, scale) => {
      const { pdfjs } = await started()
      canvases.keep(host)
      return pdfjs.renderPage(page, host, scale, canvases.take)
    },
    release: (host) => canvases.keep(host),
    dispose() {
      void ready?.then(
        ({ worker, thread }) => {
          worker.destroy()
          thread.terminate()
        },
        () => undefined,
      )
      ready = undefined
      warmedUp = undefined
      canvases.clear()
    },
  }
}

export function usePdfService(): PdfService {
  const service = inject(PdfServiceKey)
  if (!service) throw new Error('usePdfService: no PdfService provided (the signed-in frame provides it)')
  return service
}

/**
 * Provides the PDF service to a component's screens. With `warmUp`, pdf.js is loaded and its
 * worker started once the page is idle after the component is shown: a user who opens invoices
 * then finds it ready on the first one, instead of waiting for pdf.js's download and compilation
 * (most of a first PDF's time, `npm run bench`'s screens). It never delays what is on screen.
 */
export function providePdfService(options: { warmUp: () => boolean }, service: PdfService = createPdfService()): PdfService {
  provide(PdfServiceKey, service)
  let cancel: (() => void) | undefined
  onMounted(() => {
    // A failure here is no one's business yet: the first PDF opened tries again and says so.
    if (options.warmUp()) cancel = whenIdle(() => void service.warm().catch(() => undefined))
  })
  onBeforeUnmount(() => {
    cancel?.()
    service.dispose()
  })
  return service
}
