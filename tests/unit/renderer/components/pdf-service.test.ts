import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { createPdfService, type PdfService, providePdfService, usePdfService } from '@/components/pdf/pdf-service'

type PdfJs = typeof import('@/components/pdf/pdfjs')

/** pdf.js as the service sees it: its module's three functions, the threads, workers and documents it started. */
function fakePdfJs() {
  const workers: { destroy: ReturnType<typeof vi.fn>; thread: unknown }[] = []
  const threads: { terminate: ReturnType<typeof vi.fn> }[] = []
  const docs: { bytes: Uint8Array; destroy: ReturnType<typeof vi.fn> }[] = []
  const pdfjs = {
    startWorker: vi.fn((thread: unknown) => {
      const worker = { destroy: vi.fn(), thread }
      workers.push(worker)
      return worker
    }),
    openPdf: vi.fn(async (bytes: Uint8Array, worker: unknown) => {
      const doc = { numPages: 1, worker, bytes, getPage: vi.fn(async () => ({ pageNumber: 1 })), destroy: vi.fn(async () => undefined) }
      docs.push(doc)
      return doc
    }),
    renderPage: vi.fn(async (_page: unknown, host: HTMLElement, _scale: number, canvasOf: (w: number, h: number) => HTMLCanvasElement) => {
      host.replaceChildren(canvasOf(900, 1273))
      return { text: Promise.resolve() }
    }),
  }
  const load = vi.fn(async () => pdfjs as unknown as PdfJs)
  const startThread = vi.fn(() => {
    const thread = { terminate: vi.fn() }
    threads.push(thread)
    return thread as unknown as Worker
  })
  const warmUpBytes = new Uint8Array([37, 80, 68, 70])
  const warmUpDocument = vi.fn(async () => warmUpBytes)
  return { pdfjs, workers, threads, docs, load, startThread, warmUpBytes, warmUpDocument, deps: { load, startThread, warmUpDocument } }
}

describe('the PDF service', () => {
  it('loads pdf.js once and opens every PDF on one worker, on the thread started first', async () => {
    const { pdfjs, workers, threads, load, deps } = fakePdfJs()
    const service = createPdfService(deps)
    await service.warm()
    const a = await service.open(new Uint8Array([1]))
    const b = await service.open(new Uint8Array([2]))
    expect(load).toHaveBeenCalledTimes(1)
    expect(workers).toHaveLength(1)
    expect(threads).toHaveLength(1)
    expect(workers[0]!.thread).toBe(threads[0])
    expect((a as unknown as { worker: unknown }).worker).toBe(workers[0])
    expect((b as unknown as { worker: unknown }).worker).toBe(workers[0])
    // The warm-up's document (three times), then the two.
    expect(pdfjs.openPdf).toHaveBeenCalledTimes(5)
  })

  it('warms up by opening and drawing the warm-up PDF three times, off screen, text layers included, and letting each go', async () => {
    const { pdfjs, docs, warmUpBytes, warmUpDocument, deps } = fakePdfJs()
    // Each drawing's text layer settles a moment after its picture: the next waits for it.
    const textsDone: boolean[] = []
    pdfjs.renderPage.mockImplementation(async () => {
      const i = textsDone.push(false) - 1
      expect(textsDone.slice(0, i).every(Boolean)).toBe(true)
      return { text: new Promise<void>((r) => setTimeout(() => { textsDone[i] = true; r() }, 0)) }
    })
    const service = createPdfService(deps)
    await Promise.all([service.warm(), service.warm()])
    await service.warm()
    expect(warmUpDocument).toHaveBeenCalledTimes(1)
    expect(docs).toHaveLength(3)
    for (const doc of docs) {
      expect(doc.bytes).toBe(warmUpBytes)
      expect(doc.destroy).toHaveBeenCalled()
    }
    expect(pdfjs.renderPage).toHaveBeenCalledTimes(3)
    for (const [, host] of pdfjs.renderPage.mock.calls) expect(host.isConnected).toBe(false)
    expect(textsDone).toEqual([true, true, true])
  })

  it('a warm-up that fails is no lasting harm: the next warm-up draws again, and PDFs still open', async () => {
    const { pdfjs, docs, deps } = fakePdfJs()
    pdfjs.renderPage.mockRejectedValueOnce(new Error('no canvas'))
    const service = createPdfService(deps)
    await expect(service.warm()).rejects.toThrow('no canvas')
    expect(docs[0]!.destroy).toHaveBeenCalled()
    // The failed one, then a whole warm-up.
    await service.warm()
    expect(pdfjs.renderPage).toHaveBeenCalledTimes(4)
    await service.open(new Uint8Array([1]))
    expect(docs).toHaveLength(5)
  })

  it('draws a page on the canvas of a page it was given back, when one of the same size is kept', async () => {
    const { deps } = fakePdfJs()
    const service = createPdfService(deps)
    const first = document.createElement('div')
    await service.render({} as never, first, 1.5)
    const canvas = first.querySelector('canvas')!
    service.release(first)
    expect(first.querySelector('canvas')).toBeNull()
    const next = document.createElement('div')
    await service.render({} as never, next, 1.5)
    expect(next.querySelector('canvas')).toBe(canvas)
    // A page drawn again (a zoom) keeps its own canvas for the drawing after.
    await service.render({} as never, next, 1.5)
    expect(next.querySelector('canvas')).toBe(canvas)
  })

  it('ends its worker and its thread when disposed, and starts others if a PDF is opened after', async () => {
    const { workers, threads, deps } = fakePdfJs()
    const service = createPdfService(deps)
    await service.warm()
    service.dispose()
    await flushPromises()
    expect(workers[0]!.destroy).toHaveBeenCalled()
    expect(threads[0]!.terminate).toHaveBeenCalled()
    await service.open(new Uint8Array([1]))
    expect(workers).toHaveLength(2)
    expect(threads).toHaveLength(2)
  })
})

/** A signed-in frame reduced to the service it provides and a screen that uses it. */
function frame(service: PdfService, warmUp: boolean) {
  let used: PdfService | undefined
  // The screen is a functional component: it reads the service the frame provides.
  const Screen = () => {
    used = usePdfService()
    return h('p', 'screen')
  }
  const Frame = defineComponent({
    setup() {
      providePdfService({ warmUp: () => warmUp }, service)
      return () => h(Screen)
    },
  })
  return { w: mount(Frame), used: () => used }
}

describe('providing the PDF service', () => {
  it('warms pdf.js up once the page is idle, not while the frame is being shown', async () => {
    const { pdfjs, load, deps } = fakePdfJs()
    const service = createPdfService(deps)
    const { used } = frame(service, true)
    expect(used()).toBe(service)
    // Shown, and nothing loaded yet: the warm-up waits for the page to be idle.
    expect(load).not.toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 0))
    await flushPromises()
    expect(load).toHaveBeenCalledTimes(1)
    expect(pdfjs.startWorker).toHaveBeenCalledTimes(1)
  })

  it('warms nothing up for a user who may not open invoices', async () => {
    const { load, deps } = fakePdfJs()
    frame(createPdfService(deps), false)
    await new Promise((r) => setTimeout(r, 0))
    expect(load).not.toHaveBeenCalled()
  })

  it('a failed warm-up is not an error: the first PDF opened loads pdf.js again', async () => {
    const { load, pdfjs, threads, deps } = fakePdfJs()
    load.mockRejectedValueOnce(new Error('offline'))
    const service = createPdfService(deps)
    frame(service, true)
    await new Promise((r) => setTimeout(r, 0))
    await flushPromises()
    await service.open(new Uint8Array([1]))
    expect(load).toHaveBeenCalledTimes(2)
    expect(pdfjs.openPdf).toHaveBeenCalledTimes(1)
    expect(pdfjs.openPdf.mock.calls[0]![0]).toEqual(new Uint8Array([1]))
    // The thread started for the failed attempt does not linger.
    expect(threads[0]!.terminate).toHaveBeenCalled()
  })

  it('ends the worker when the frame closes (sign-out)', async () => {
    const { workers, threads, deps } = fakePdfJs()
    const { w } = frame(createPdfService(deps), true)
    await new Promise((r) => setTimeout(r, 0))
    await flushPromises()
    w.unmount()
    await flushPromises()
    expect(workers[0]!.destroy).toHaveBeenCalled()
    expect(threads[0]!.terminate).toHaveBeenCalled()
  })
})
