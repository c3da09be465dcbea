import { nextTick } from 'vue'

/**
 * Once a section's form has closed (Cancel), the section shows its data and its Edit button again
 * in the form's place: the focus goes back to that button (the section's actions), or to the
 * section's heading, not to the page's body.
 */
export async function focusSectionActions(section: Element | null | undefined): Promise<void> {
  await nextTick()
  const back = section?.querySelector<HTMLElement>('.customer-actions .button') ?? section?.querySelector<HTMLElement>('h2[tabindex]')
  back?.focus()
}
