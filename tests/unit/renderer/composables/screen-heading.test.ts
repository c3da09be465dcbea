import { afterEach, describe, expect, it, vi } from 'vitest'
import { watchScreenHeading, windowTitle } from '@/composables/screen-heading'

// MutationObserver answers after the current task's microtasks, and the heading is read again
// for the next frame.
const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

function screen(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  return root
}

afterEach(() => {
  document.body.innerHTML = ''
  document.title = ''
})

describe('windowTitle', () => {
  it('names the screen, then the app', () => {
    expect(windowTitle('Fattura 2026/0042', 'Registrar Desk')).toBe('Fattura 2026/0042 — Registrar Desk')
    expect(windowTitle('  Pagamento\n  n. 42 ', 'Registrar Desk')).toBe('Pagamento n. 42 — Registrar Desk')
  })
  it('is the app’s name alone when there is no heading, or the heading is the name', () => {
    expect(windowTitle(null, 'Registrar Desk')).toBe('Registrar Desk')
    expect(windowTitle('Registrar Desk', 'Registrar Desk')).toBe('Registrar Desk')
  })
})

describe('watchScreenHeading', () => {
  it('sets the window title from the heading and follows its text', async () => {
    const root = screen('<main><h1>Fatture</h1></main>')
    const watch = watchScreenHeading(root, () => 'Registrar Desk')
    expect(document.title).toBe('Fatture — Registrar Desk')
    root.querySelector('h1')!.textContent = 'Invoices'
    await settle()
    expect(document.title).toBe('Invoices — Registrar Desk')
    watch.stop()
  })

  it('reads the heading once a frame, however many times the screen changed before it', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
    try {
      const root = screen('<main><h1>Fatture</h1><div id="pdf"></div></main>')
      const watch = watchScreenHeading(root, () => 'Registrar Desk')
      const h1 = root.querySelector('h1')!
      let reads = 0
      let proto = Object.getPrototypeOf(h1) as object
      while (!Object.getOwnPropertyDescriptor(proto, 'textContent')) proto = Object.getPrototypeOf(proto) as object
      const text = Object.getOwnPropertyDescriptor(proto, 'textContent')!
      Object.defineProperty(h1, 'textContent', { get: () => (reads++, text.get!.call(h1)), set: (v) => text.set!.call(h1, v), configurable: true })
      // A PDF's text layer arriving in batches, each its own mutation record, then the heading's text.
      for (let i = 0; i < 5; i++) {
        root.querySelector('#pdf')!.append(document.createElement('span'))
        await Promise.resolve()
      }
      h1.textContent = 'Fattura 2026/0042'
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(reads).toBe(0)
      expect(frames).toHaveLength(1)
      frames.shift()!(0)
      expect(reads).toBe(1)
      expect(document.title).toBe('Fattura 2026/0042 — Registrar Desk')
      watch.stop()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('after a navigation, focuses the heading once it appears (screens load their data first)', async () => {
    const root = screen('<main><p>Caricamento…</p></main>')
    const watch = watchScreenHeading(root, () => 'Registrar Desk')
    watch.navigated()
    expect(document.activeElement).toBe(document.body)
    root.querySelector('main')!.innerHTML = '<h1>Pagamento n. 42</h1>'
    await settle()
    const h1 = root.querySelector('h1')!
    expect(document.activeElement).toBe(h1)
    // Reachable by script, not a stop for the Tab key.
    expect(h1.getAttribute('tabindex')).toBe('-1')
    expect(document.title).toBe('Pagamento n. 42 — Registrar Desk')
    watch.stop()
  })

  it('does not take the focus without a navigation (a list reloading, the language changing)', async () => {
    const root = screen('<main><h1>Pagamenti</h1><input id="min" /></main>')
    const watch = watchScreenHeading(root, () => 'Registrar Desk')
    const input = root.querySelector<HTMLInputElement>('#min')!
    input.focus()
    root.querySelector('h1')!.textContent = 'Payments'
    await settle()
    expect(document.activeElement).toBe(input)
    watch.stop()
  })

  it('gives the focus to the screen’s autofocus field instead, where it has one (sign-in)', async () => {
    const root = screen('<main></main>')
    const watch = watchScreenHeading(root, () => 'Registrar Desk')
    watch.navigated()
    root.querySelector('main')!.innerHTML = '<h1>Registrar Desk</h1><input name="username" autofocus />'
    await settle()
    expect(document.activeElement).toBe(root.querySelector('input[name=username]'))
    expect(document.title).toBe('Registrar Desk')
    watch.stop()
  })

  it('focuses only once per navigation', async () => {
    const root = screen('<main><h1>Credito</h1><input id="date" /></main>')
    const watch = watchScreenHeading(root, () => 'Registrar Desk')
    watch.navigated()
    expect(document.activeElement).toBe(root.querySelector('h1'))
    const input = root.querySelector<HTMLInputElement>('#date')!
    input.focus()
    root.querySelector('h1')!.textContent = 'Credit'
    await settle()
    expect(document.activeElement).toBe(input)
    watch.stop()
  })
})
