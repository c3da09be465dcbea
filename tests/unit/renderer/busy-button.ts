import { expect } from 'vitest'

interface ButtonLike {
  attributes(name: string): string | undefined
  readonly element: Element
}

/**
 * A button busy with its action: marked aria-disabled, not disabled (a disabled button that has the
 * focus sends it to the page's start), and still holding the focus.
 */
export function expectBusyKeepingFocus(button: ButtonLike): void {
  expect(button.attributes('disabled')).toBeUndefined()
  expect(button.attributes('aria-disabled')).toBe('true')
  expect(document.activeElement).toBe(button.element)
}
