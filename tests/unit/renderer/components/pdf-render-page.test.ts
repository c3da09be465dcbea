import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderPage } from '@/components/pdf/pdfjs'
import { fakeFrames } from '../fake-frames'

// pdf.js's text layer is not what is tested here: it settles at once.
vi.mock('pdfjs-dist', () => ({ TextLayer: class { render = async () => undefined }, getDocument: vi.fn(), PDFWorker: { create: vi.fn() } }))
vi.mock('@/composables/after-next-paint', () => ({ afterNextPaint: async () => undefined }))

let startFrame: () => void
beforeEach(() => {
  startFrame = fakeFrames().startFrame
})
afterEach(() => vi.unstubAllGlobals())

/**
 * An A4 page whose drawing goes as pdf.js's does: once its operators are there (`operatorsArrive`)
 * it pauses (`onContinue`, given the function that asks for the next frame) and draws in that
 * frame. `host` is where its canvas was when it drew.
 */
function fakePage() {
  const seen: { canvasInHost: boolean | undefined } = { canvasInHost: undefined }
  let operatorsArrive!: () => void
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
    streamTextContent: vi.fn(),
    render: vi.fn(({ canvas }: { canvas: HTMLCanvasElement }) => {
      let done!: () => void
      const task = { onContinue: null as ((next: () => void) => void) | null, promise: new Promise<void>((r) => (done = r)) }
      operatorsArrive = () => {
        const draw = () => {
          seen.canvasInHost = canvas.isConnected && canvas.parentElement?.dataset.host === 'page'
          done()
        }
        const next = () => requestAnimationFrame(draw)
        if (task.onContinue) task.onContinue(next)
        else next()
      }
      return task
    }),
  }
  return { page: page as never, seen, operatorsArrive: () => operatorsArrive() }
}

function pageHost(): HTMLElement {
  const host = document.createElement('div')
  host.dataset.host = 'page'
  document.body.append(host)
  return host
}
const newCanvas = (w: number, h: number) => Object.assign(document.createElement('canvas'), { width: w, height: h })

describe('renderPage: when a page’s canvas joins it', () => {
  it('a first canvas joins the empty page in the frame pdf.js draws it in, just before it draws, not before', async () => {
    const host = pageHost()
    const { page, seen, operatorsArrive } = fakePage()
    const drawn = renderPage(page, host, 1, newCanvas)
    await Promise.resolve()
    expect(host.querySelector('canvas')).toBeNull()
    operatorsArrive()
    // Frames may pass before pdf.js's own: none has the canvas in the page yet.
    expect(host.querySelector('canvas')).toBeNull()
    startFrame()
    expect(seen.canvasInHost).toBe(true)
    await drawn
    expect(host.querySelector('canvas')).not.toBeNull()
    expect(host.querySelector('.textLayer')).not.toBeNull()
  })

  it('a page drawn again (a resize, a zoom) has its new canvas at once: it is never without one', async () => {
    const host = pageHost()
    const first = fakePage()
    const drawing = renderPage(first.page, host, 1, newCanvas)
    first.operatorsArrive()
    startFrame()
    await drawing
    // The service takes the old canvas back before drawing again (pdf-service.ts).
    host.querySelector('canvas')!.remove()

    const again = fakePage()
    const redrawn = renderPage(again.page, host, 1.5, newCanvas)
    expect(host.querySelector('canvas')?.width).toBe(Math.floor(595 * 1.5))
    again.operatorsArrive()
    startFrame()
    expect(again.seen.canvasInHost).toBe(true)
    await redrawn
  })

  it('a drawing overtaken by another (a resize while the first was drawn) leaves the page to it: one canvas, one text layer', async () => {
    const host = pageHost()
    const slow = fakePage()
    const overtaken = renderPage(slow.page, host, 1, newCanvas)
    const latest = fakePage()
    const drawn = renderPage(latest.page, host, 1.5, newCanvas)
    latest.operatorsArrive()
    slow.operatorsArrive()
    startFrame()
    await Promise.all([overtaken, drawn])
    expect(latest.seen.canvasInHost).toBe(true)
    expect(slow.seen.canvasInHost).toBe(false)
    expect(host.querySelectorAll('canvas')).toHaveLength(1)
    expect(host.querySelector('canvas')!.width).toBe(Math.floor(595 * 1.5))
    expect(host.querySelectorAll('.textLayer')).toHaveLength(1)
  })
})
