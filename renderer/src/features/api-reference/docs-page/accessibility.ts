/**
 * What axe-core finds wrong in Swagger UI's markup that its options cannot change, put right on
 * the page as Swagger UI draws it: its parts outside its `<main>` become named regions (every
 * content in a landmark), that main gets a name (the app's screen around the frame has its own
 * main), its headings read one level up (its areas are h3 right under the h1, and their parts
 * follow from there), the server chooser gets a label, and the boxes that scroll (curl, the
 * answer's body) take the keyboard's focus.
 */
const NAMES: ReadonlyArray<readonly [selector: string, name: string]> = [
  ['section.information-container', 'About the API'],
  ['section.scheme-container', 'Authorization'],
  ['main#operations', 'Operations'],
  ['select#servers', 'Server'],
]

function putRight(root: HTMLElement): void {
  for (const [selector, name] of NAMES) {
    const element = root.querySelector(selector)
    if (element && !element.hasAttribute('aria-label')) element.setAttribute('aria-label', name)
  }
  for (const heading of root.querySelectorAll('h3:not([aria-level]), h4:not([aria-level]), h5:not([aria-level]), h6:not([aria-level])')) {
    heading.setAttribute('aria-level', String(Number(heading.tagName.slice(1)) - 1))
  }
  for (const box of root.querySelectorAll('pre.curl:not([tabindex]), .highlight-code > pre:not([tabindex])')) box.setAttribute('tabindex', '0')
}

/** Keeps the rendered reference right as Swagger UI adds and replaces its elements. */
export function keepAccessible(root: HTMLElement): void {
  putRight(root)
  // Only added and removed elements: the attributes set here do not call it again.
  new MutationObserver(() => putRight(root)).observe(root, { childList: true, subtree: true })
}
