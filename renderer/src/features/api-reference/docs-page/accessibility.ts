/**
 * What axe-core finds wrong in Swagger UI's markup that its options cannot change, put right on
 * the page as Swagger UI draws it: its parts outside its `<main>` become named regions (every
 * content in a landmark), that main gets a name (the app's screen around the frame has its own
 * main), the areas' headings (h3 right under the h1) read as level 2, and the server chooser
 * gets a label.
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
  for (const heading of root.querySelectorAll('h3.opblock-tag:not([aria-level])')) heading.setAttribute('aria-level', '2')
}

/** Keeps the rendered reference right as Swagger UI adds and replaces its elements. */
export function keepAccessible(root: HTMLElement): void {
  putRight(root)
  // Only added and removed elements: the attributes set here do not call it again.
  new MutationObserver(() => putRight(root)).observe(root, { childList: true, subtree: true })
}
