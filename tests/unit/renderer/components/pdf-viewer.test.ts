import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppI18n } from '@/i18n'

import PdfViewer from '@/components/pdf/PdfViewer.vue'
import { afterNextPaint } from '@/composables/after-next-paint'
import { type PdfService, PdfServiceKey } from '@/components/pdf/pdf-service'

// The browser's next frame, painted when the test says so (by default at once).
vi.mock('@/composables/after-next-paint', () => ({ afterNextPaint: vi.fn(async () => undefined) }))

// pdf.js itself is not run here (the browser test draws a real invoice): the PDF service the
// signed-in frame provides is given a one-page A4 document, and the scale each drawing used is recorded.
const A4 = { width: 595, height: 842 }
const drawn: number[] = []
/** The text layer of each page drawn: by default added at once. */
let textLayer: () => Promise<void> = () => Promise.resolve()
const fakePdf: PdfService = {
  warm: async () => undefined,
  open: vi.fn(async () => ({
    numPages: 1,
    getPage: async () => ({ getViewport: ({ scale }: { scale: number }) => ({ width: A4.width * scale, height: A4.height * scale }) }),
    destroy: async () => undefined,
  })) as unknown as PdfService['open'],
  render: vi.fn(async (_page: unknown, _host: HTMLElement, scale: number) => {
    drawn.push(scale)
    return { text: textLayer() }
  }),
  release: vi.fn(),
  dispose: () => undefined,
}

/** The pages' area is `width` pixels wide; resizing it calls the observers as a browser would. */
let width = 0
let observers: Array<() => void> = []
beforeEach(() => {
  drawn.length = 0
  textLayer = () => Promise.resolve()
  observers = []
  width = 500
  vi.useFakeTimers()
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width)
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly cb: () => void) {}
      observe() {
        observers.push(this.cb)
      }
      disconnect() {}
    },
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function mountViewer(attachTo?: HTMLElement) {
  const w = mount(PdfViewer, {
    props: { data: new Uint8Array([1]), title: 'Fattura 2026/0042' },
    global: { plugins: [createAppI18n('it')], provide: { [PdfServiceKey as symbol]: fakePdf } },
    ...(attachTo ? { attachTo } : {}),
  })
  await flushPromises()
  return w
}
const level = (w: Awaited<ReturnType<typeof mountViewer>>) => w.get('[data-testid=zoom-level]').text()

describe('PdfViewer: fitted to its width', () => {
  it('opens with the page as wide as its area', async () => {
    const w = await mountViewer()
    expect(drawn.at(-1)! * A4.width).toBeCloseTo(500, 0)
    expect(level(w)).toBe('84%')
    expect(w.get('[data-testid=zoom-fit]').attributes('aria-pressed')).toBe('true')
  })

  it('fits again when the window is resized', async () => {
    const w = await mountViewer()
    width = 800
    observers.forEach((cb) => cb())
    await vi.advanceTimersByTimeAsync(200)
    await flushPromises()
    expect(drawn.at(-1)! * A4.width).toBeCloseTo(800, 0)
    expect(level(w)).toBe('135%')
  })

  it('zooms by steps from the fitted scale and then stays put on resize, until fitted again', async () => {
    const w = await mountViewer()
    await w.get('[data-testid=zoom-in]').trigger('click')
    await flushPromises()
    expect(level(w)).toBe('100%')
    expect(w.get('[data-testid=zoom-fit]').attributes('aria-pressed')).toBe('false')
    width = 700
    observers.forEach((cb) => cb())
    await vi.advanceTimersByTimeAsync(200)
    expect(level(w)).toBe('100%')
    await w.get('[data-testid=zoom-fit]').trigger('click')
    await flushPromises()
    expect(drawn.at(-1)! * A4.width).toBeCloseTo(700, 0)
  })
})

describe('PdfViewer: zoom at its limits', () => {
  it('keeps the focus on Zoom in at 300% and Zoom out at 50%, which are then marked unavailable and do nothing', async () => {
    const w = await mountViewer(document.body)
    for (const [testid, limit] of [['zoom-in', '300%'], ['zoom-out', '50%']] as const) {
      const button = w.get(`[data-testid=${testid}]`)
      ;(button.element as HTMLElement).focus()
      for (let i = 0; i < 8 && level(w) !== limit; i++) await button.trigger('click')
      expect(level(w)).toBe(limit)
      expect(button.attributes('aria-disabled')).toBe('true')
      // Disabled, the button that has the focus would send it to the page's start.
      expect(button.attributes('disabled')).toBeUndefined()
      expect(document.activeElement).toBe(button.element)
      const drawings = drawn.length
      await button.trigger('click')
      await w.get('[data-testid=pdf-pages]').trigger('keydown', { key: testid === 'zoom-in' ? '+' : '-' })
      await flushPromises()
      expect(level(w)).toBe(limit)
      expect(drawn.length).toBe(drawings)
    }
    expect(w.get('[data-testid=zoom-in]').attributes('aria-disabled')).toBeUndefined()
    w.unmount()
  })
})

describe('PdfViewer: a page is there once its picture is', () => {
  const shown = (w: Awaited<ReturnType<typeof mountViewer>>) => ({
    rendered: w.get('[data-testid=pdf-page]').attributes('data-rendered'),
    busy: w.get('[data-testid=pdf-pages]').attributes('aria-busy'),
    error: w.find('[role=alert]').exists(),
  })

  it('shows the page as drawn while its text layer is still being added', async () => {
    textLayer = () => new Promise<void>(() => undefined)
    const w = await mountViewer()
    expect(shown(w)).toEqual({ rendered: 'true', busy: 'false', error: false })
  })

  it('keeps the page, without an error, when its text layer fails', async () => {
    textLayer = () => Promise.reject(new Error('text content unavailable'))
    const w = await mountViewer()
    await flushPromises()
    expect(shown(w)).toEqual({ rendered: 'true', busy: 'false', error: false })
  })
})

describe('PdfViewer: says when its first page is shown', () => {
  it('once its first page is drawn and the frame showing it painted, and not again when it is drawn again (a resize)', async () => {
    let draw!: () => void
    vi.mocked(fakePdf.render).mockImplementationOnce(async (_page, _host, scale) => {
      await new Promise<void>((r) => (draw = r))
      drawn.push(scale)
      return { text: Promise.resolve() }
    })
    let paint!: () => void
    vi.mocked(afterNextPaint).mockImplementationOnce(() => new Promise<void>((r) => (paint = r)))
    const w = await mountViewer()
    expect(w.emitted('shown')).toBeUndefined()
    draw()
    await flushPromises()
    expect(w.get('[data-testid=pdf-page]').attributes('data-rendered')).toBe('true')
    expect(w.emitted('shown')).toBeUndefined()
    paint()
    await flushPromises()
    expect(w.emitted('shown')).toHaveLength(1)
    width = 800
    observers.forEach((cb) => cb())
    await vi.advanceTimersByTimeAsync(200)
    await flushPromises()
    expect(drawn.at(-1)! * A4.width).toBeCloseTo(800, 0)
    expect(w.emitted('shown')).toHaveLength(1)
  })

  it('once for each PDF it is given', async () => {
    const w = await mountViewer()
    await w.setProps({ data: new Uint8Array([2]) })
    await flushPromises()
    expect(w.emitted('shown')).toHaveLength(2)
  })

  it('when the PDF cannot be read, which it says', async () => {
    vi.mocked(fakePdf.open).mockRejectedValueOnce(new Error('Invalid PDF structure'))
    const w = await mountViewer()
    expect(w.find('[role=alert]').exists()).toBe(true)
    expect(w.emitted('shown')).toHaveLength(1)
  })
})

describe('PdfViewer: closed', () => {
  it('hands its pages back to the PDF service, whose canvases the next PDF may draw on', async () => {
    const w = await mountViewer()
    const host = w.get('[data-testid=pdf-page]').element
    vi.mocked(fakePdf.release).mockClear()
    w.unmount()
    expect(fakePdf.release).toHaveBeenCalledWith(host)
  })
})
