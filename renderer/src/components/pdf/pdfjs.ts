import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type PDFPageProxy, PDFWorker, TextLayer } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import 'pdfjs-dist/web/pdf_viewer.css'

// pdf.js parses in a worker served from our own origin (the CSP allows 'self' workers only).
GlobalWorkerOptions.workerSrc = workerUrl

/**
 * One worker for every PDF the app opens. Without it each document starts its own, and closing the
 * document ends it: every invoice opened paid for loading and starting pdf.js's worker again, most
 * of the time to its first page (`npm run bench`'s screens). A document opened on a worker it was
 * given leaves the worker running when it is destroyed.
 */
let worker: PDFWorker | undefined
const sharedWorker = (): PDFWorker => (worker ??= new PDFWorker())

/**
 * Starts pdf.js's worker now, while a screen still waits for its PDF: loading and starting the
 * worker's script then overlaps the download instead of following it.
 */
export function startPdfWorker(): void {
  sharedWorker()
}

/** Opens a PDF from bytes; the bytes are copied, so the caller keeps its own for saving. */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes.slice(), isEvalSupported: false, enableXfa: false, worker: sharedWorker() }).promise
}

/**
 * Draws one page at `scale` into `host`: a canvas for the picture and pdf.js's text layer above
 * it, so the text can be selected and copied.
 */
export async function renderPage(page: PDFPageProxy, host: HTMLElement, scale: number): Promise<void> {
  const viewport = page.getViewport({ scale })
  const ratio = window.devicePixelRatio || 1
  host.replaceChildren()
  host.style.setProperty('--scale-factor', String(scale))
  host.style.setProperty('--total-scale-factor', String(scale))
  host.style.setProperty('--scale-round-x', '1px')
  host.style.setProperty('--scale-round-y', '1px')
  host.style.width = `${Math.floor(viewport.width)}px`
  host.style.height = `${Math.floor(viewport.height)}px`

  const canvas = document.createElement('canvas')
  canvas.width = Math.floor(viewport.width * ratio)
  canvas.height = Math.floor(viewport.height * ratio)
  canvas.style.width = `${Math.floor(viewport.width)}px`
  canvas.style.height = `${Math.floor(viewport.height)}px`
  host.append(canvas)
  await page.render({ canvas, viewport, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined }).promise

  const textHost = document.createElement('div')
  textHost.className = 'textLayer'
  host.append(textHost)
  await new TextLayer({ textContentSource: page.streamTextContent(), container: textHost, viewport }).render()
}
