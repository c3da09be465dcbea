/**
 * Every screen's heading drives two things: the window title (`Fattura 2026/0042 — Registrar Desk`,
 * so the taskbar, the history and screen readers name the screen) and, after a navigation, the
 * keyboard focus (so a screen reader starts reading the new screen, not the link that led there;
 * a screen's `autofocus` field instead, where the screen is made for typing, like sign-in).
 * Screens load their data after they appear, so both wait for the heading to exist and follow its
 * text (a change of language, the data arriving).
 */

export interface ScreenHeadingWatch {
  /** A navigation happened: focus the next heading to appear (or the one already there). */
  navigated(): void
  stop(): void
}

/** `Fattura 2026/0042 — Registrar Desk`; the app's name alone where the heading is the name. */
export function windowTitle(heading: string | null | undefined, appName: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim()
  return text && text !== appName ? `${text} — ${appName}` : appName
}

export function watchScreenHeading(root: HTMLElement, appName: () => string): ScreenHeadingWatch {
  let focusPending = false
  const heading = () => root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1')

  function sync(): void {
    const h1 = heading()
    const title = windowTitle(h1?.textContent, appName())
    if (root.ownerDocument.title !== title) root.ownerDocument.title = title
    if (focusPending && h1) {
      focusPending = false
      // A screen made for typing (sign-in) names its first field with `autofocus`: it gets the focus.
      const field = root.querySelector<HTMLElement>('[autofocus]')
      if (field) return field.focus({ preventScroll: true })
      // Focusable by script only: not a stop for the Tab key.
      if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1')
      h1.focus({ preventScroll: true })
    }
  }

  // Once a frame at most: a screen changes its DOM in many small steps (a PDF's text layer is
  // hundreds of spans added in batches), and the title and focus only need to be right by the
  // frame that shows them (`npm run bench`'s screens: about 7 ms of an invoice's open before).
  let frame = 0
  const syncForFrame = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0
      sync()
    })
  }
  const observer = new MutationObserver(syncForFrame)
  observer.observe(root, { childList: true, subtree: true, characterData: true })
  sync()
  return {
    navigated() {
      focusPending = true
      sync()
    },
    stop: () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    },
  }
}
