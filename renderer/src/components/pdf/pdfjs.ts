import { getDocument, type PDFDocumentProxy, type PDFPageProxy, PDFWorker, TextLayer } from 'pdfjs-dist'
import { afterNextPaint } from '@/composables/after-next-paint'
import './text-layer.css'

/**
 * pdf.js's side of a worker thread already started (pdf-service.ts starts it, so that the thread
 * loads while this module does), to be given to every document opened (`openPdf`): a document
 * opened on a worker it was given leaves it running when it is destroyed, so that the next PDF
 * does not pay for starting the worker again. Its owner (pdf-service.ts) ends it.
 */
export function startWorker(thread: Worker): PDFWorker {
  return PDFWorker.create({ port: thread })
}

/** Opens a PDF from bytes on `worker`; the bytes are copied, so the caller keeps its own for saving. */
export function openPdf(bytes: Uint8Array, worker: PDFWorker): Promise<PDFDocumentProxy> {
  return getDocument({ data: bytes.slice(), isEvalSupported: false, enableXfa: false, worker }).promise
}

/** A canvas `width` × `height` pixels to draw on: a new one, or one kept from an earlier page (pdf-service.ts). */
export type CanvasSource = (width: number, height: number) => HTMLCanvasElement

/** What `renderPage` leaves running once the picture is drawn. */
export interface DrawnPage {
  /** The text layer, added after the picture is painted: settles when it is there (or failed to be, or was not made for a page drawn again since). */
  readonly text: Promise<void>
}

/**
 * Draws one page at `scale` into `host`: a canvas for the picture (from `canvasOf`) and, above
 * it, pdf.js's text layer, so the text can be selected and copied. Resolves as soon as the picture is
 * drawn: the text layer, invisible and needed only to select text, follows once the picture is
 * painted, so that it never delays the page a user is waiting to see (an invoice's first page,
 * `npm run bench`'s screens).
 */
export async function renderPage(page: PDFPageProxy, host: HTMLElement, scale: number, canvasOf: CanvasSource): Promise<DrawnPage> {
  const viewport = page.getViewport({ scale })
  const ratio = window.devicePixelRatio || 1
  // The host shows the drawing started last: one overtaken (a resize while it was drawn) leaves it
  // alone, its canvas and text layer included.
  const drawingsBefore = Number(host.dataset.drawing ?? 0)
  const drawingId = String(drawingsBefore + 1)
  host.dataset.drawing = drawingId
  const isLatest = () => host.dataset.drawing === drawingId
  host.replaceChildren()
  host.style.setProperty('--scale-factor', String(scale))
  host.style.setProperty('--total-scale-factor', String(scale))
  host.style.setProperty('--scale-round-x', '1px')
  host.style.setProperty('--scale-round-y', '1px')
  host.style.width = `${Math.floor(viewport.width)}px`
  host.style.height = `${Math.floor(viewport.height)}px`

  const canvas = canvasOf(Math.floor(viewport.width * ratio), Math.floor(viewport.height * ratio))
  canvas.style.width = `${Math.floor(viewport.width)}px`
  canvas.style.height = `${Math.floor(viewport.height)}px`
  const drawing = page.render({ canvas, viewport, transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined })
  const join = () => {
    if (isLatest() && canvas.parentNode !== host) host.prepend(canvas)
  }
  if (drawingsBefore > 0) join()
  else {
    // A page's first canvas joins it in the frame pdf.js draws in, just before (pdf.js draws in
    // frames, from its first pause on, once the page's operators are there), not before: a canvas
    // in the document is copied for the compositor at each frame that commits it, and the frames
    // between a new canvas put in and its drawing copied it blank (about 10 ms of an invoice's
    // first open, on new memory). The empty page is white meanwhile, as the blank canvas was. A
    // page drawn again keeps a canvas throughout.
    let joinAsked = false
    drawing.onContinue = (next: () => void) => {
      if (!joinAsked) requestAnimationFrame(join)
      joinAsked = true
      next()
    }
  }
  await drawing.promise
  if (!isLatest()) return { text: Promise.resolve() }
  join()

  const textHost = document.createElement('div')
  textHost.className = 'textLayer'
  host.append(textHost)
  // The text layer starts once the frame showing the picture is painted, not before: its text,
  // extracted by the worker, arrives in batches of spans that are measured and laid out here.
  // Started at once, those ran between the drawn picture and that frame, which then laid them out
  // too (an invoice's first open, traced: 69 ms from drawn to painted). Not made for a page drawn
  // again in the meantime (a resize), which has taken this layer out of its host.
  const text = afterNextPaint().then(() =>
    isLatest() ? new TextLayer({ textContentSource: page.streamTextContent(), container: textHost, viewport }).render() : undefined,
  )
  return { text }
}
