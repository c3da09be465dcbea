import type { CanvasSource } from './pdfjs'

/**
 * Canvases of pages no longer shown, kept for the next page of the same size: an invoice's page
 * is a picture of several megabytes, and a new one costs its memory again (zeroed, page by page,
 * then filled white by pdf.js) and a new picture for the compositor, where one kept is drawn over
 * (`npm run bench`'s screens: the repeated opens, where each invoice has the size of the last).
 */
export interface CanvasPool {
  /** A kept canvas of that size, else a new one. */
  readonly take: CanvasSource
  /** Takes the canvases out of `host` and keeps the newest few. */
  keep(host: ParentNode): void
  /** Lets every kept canvas go. */
  clear(): void
}

export function createCanvasPool(limit = 2): CanvasPool {
  let spare: HTMLCanvasElement[] = []
  return {
    take(width, height) {
      const kept = spare.findIndex((c) => c.width === width && c.height === height)
      if (kept >= 0) return spare.splice(kept, 1)[0]!
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      return canvas
    },
    keep(host) {
      for (const canvas of Array.from(host.querySelectorAll('canvas'))) {
        canvas.remove()
        spare.unshift(canvas)
      }
      spare = spare.slice(0, limit)
    },
    clear() {
      spare = []
    },
  }
}
