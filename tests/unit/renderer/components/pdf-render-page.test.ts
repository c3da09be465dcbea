import type { PDFPageProxy } from 'pdfjs-dist'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPage } from '@/components/pdf/pdfjs'

/** A page as renderPage uses it: its size, its drawing (which records what the document held meanwhile) and its text. */
function fakePage(host: HTMLElement) {
  const seenWhileDrawing: { canvasShown: boolean }[] = []
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 595.28 * scale, height: 841.89 * scale, scale, rotation: 0, rawDims: { pageWidth: 595.28, pageHeight: 841.89, pageX: 0, pageY: 0 } }),
    render: vi.fn(({ canvas }: { canvas: HTMLCanvasElement }) => ({
      promise: Promise.resolve().then(() => {
        seenWhileDrawing.push({ canvasShown: canvas.isConnected || host.querySelector('canvas') !== null })
      }),
    })),
    streamTextContent: () => new ReadableStream({ start: (c) => c.close() }),
  }
  return { page: page as unknown as PDFPageProxy, seenWhileDrawing }
}

describe("an invoice's page drawn by pdf.js", () => {
  // pdf.js's text layer uses Promise.withResolvers, which Chromium has and Node 20 (these tests) has not.
  const promise = Promise as unknown as { withResolvers?: unknown }
  const had = 'withResolvers' in promise
  beforeAll(() => {
    promise.withResolvers ??= <T>() => {
      let resolve!: (v: T) => void
      let reject!: (e: unknown) => void
      const p = new Promise<T>((res, rej) => {
        resolve = res
        reject = rej
      })
      return { promise: p, resolve, reject }
    }
  })
  afterAll(() => {
    if (!had) delete promise.withResolvers
  })

  it('is shown once drawn whole, never half drawn, with its text layer above it', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const { page, seenWhileDrawing } = fakePage(host)
    const canvas = document.createElement('canvas')
    const canvasOf = vi.fn(() => canvas)

    const drawn = await renderPage(page, host, 1.5, canvasOf)

    expect(canvasOf).toHaveBeenCalledWith(Math.floor(595.28 * 1.5), Math.floor(841.89 * 1.5))
    expect(seenWhileDrawing).toEqual([{ canvasShown: false }])
    expect(Array.from(host.children, (c) => c.tagName)).toEqual(['CANVAS', 'DIV'])
    expect(host.lastElementChild!.className).toBe('textLayer')
    expect(canvas.style.width).toBe(`${Math.floor(595.28 * 1.5)}px`)
    await drawn.text.catch(() => undefined)
  })
})
