import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import type { InjectionKey } from 'vue'

/**
 * Starts the thread pdf.js parses PDFs in: pdf.js's worker script (1.2 MB to compile), served
 * from our own origin (the CSP allows 'self' workers only). Only its address is in this module:
 * the script itself loads on the thread.
 */
export const startPdfThread = (): Worker => new Worker(workerUrl, { type: 'module' })

/**
 * One pdf.js thread started before anyone asks for a PDF: on the sign-in screen, while the user
 * types, so that an invoice opened right after signing in (a link followed from outside the app
 * lands there after the sign-in) does not wait for the thread's script to download and compile,
 * most of a first PDF's time (`npm run bench`'s screens). pdf.js's own module (this side of the
 * thread, 100 KiB of gzip) loads then too. The PDF service takes the thread (`take`); its own
 * `import()` of the module then finds it loaded.
 */
export interface PdfThreadAhead {
  /** Starts a thread, unless one is already waiting, and loads pdf.js's module. */
  start(): void
  /** The thread started ahead, handed over once (the taker ends it), or else a new one. */
  take(): Worker
  /** Ends the waiting thread, if any: whoever signed in will not open PDFs. */
  drop(): void
}

export const PdfThreadAheadKey: InjectionKey<PdfThreadAhead> = Symbol('pdf-thread-ahead')

export function createPdfThreadAhead(startThread: () => Worker = startPdfThread, loadModule: () => Promise<unknown> = () => import('./pdfjs')): PdfThreadAhead {
  let waiting: Worker | undefined
  return {
    start() {
      waiting ??= startThread()
      // A failure is no one's business yet: the first PDF opened loads it again, and says so.
      loadModule().catch(() => undefined)
    },
    take() {
      const thread = waiting ?? startThread()
      waiting = undefined
      return thread
    },
    drop() {
      waiting?.terminate()
      waiting = undefined
    },
  }
}
