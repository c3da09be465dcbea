/**
 * Where the focus goes when the control that had it disappears and nothing better is known: the
 * heading of the section around the place it was (made focusable by script only, as the screen
 * headings are), else that section itself when it takes the focus (`<main tabindex="-1">`).
 * Left alone, the browser sends the focus to the page's start: a keyboard user starts again from
 * the top, and a screen reader says nothing of where they are.
 */

/** The focus is nowhere: on the page itself, or on an element no longer in it. */
export function focusLost(doc: Document = document): boolean {
  const active = doc.activeElement
  return !active || active === doc.body || !active.isConnected
}

/** Focuses the heading of the section around `near` (or the section); false when there is none. */
export function focusNearestHeading(near: Element): boolean {
  const section = near.closest<HTMLElement>('section, article, [role=dialog], [role=region], main')
  if (!section) return false
  const heading = section.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6')
  if (heading) {
    // Focusable by script only: not a stop for the Tab key.
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus()
    return true
  }
  if (!section.hasAttribute('tabindex')) return false
  section.focus()
  return true
}
