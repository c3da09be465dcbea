import { onBeforeUpdate, onUpdated, type Ref, watch } from 'vue'
import { focusLost, focusNearestHeading } from './focus-fallback'

interface ListStatusRegions {
  /** The assertive region, with the error and its Try again. */
  readonly alert: Ref<HTMLElement | null>
  /** The polite region, with "Loading…", the empty list's words and the load's announcement; it takes the focus by script. */
  readonly polite: Ref<HTMLElement | null>
}

interface ListStatusState {
  readonly loading: boolean
  readonly error: string | null
  readonly empty: boolean
}

/**
 * The table of the list a ListStatus speaks for. Every list screen puts the status right before
 * the list (ListStatus, then its DataTable, or a component holding it), so it is the element
 * after the status's regions, or the table inside it.
 */
export function tableAfter(status: Element | null): HTMLTableElement | null {
  const next = status?.nextElementSibling
  if (!next) return null
  return next instanceof HTMLTableElement ? next : next.querySelector('table')
}

/**
 * Keeps the focus on a list when the button that had it goes. "Try again" and "Clear filters"
 * disappear as soon as they are pressed (the list says "Loading…" instead): the focus waits on the
 * status meanwhile, then goes where the result is, once it has come: the list's table, Try again
 * when the list failed again, or it stays on the status, which then says that the list is empty.
 * A load that fails while the focus is nowhere (Next, gone with the pager of a page that could not
 * be read) puts it on Try again.
 */
export function useListStatusFocus(regions: ListStatusRegions, state: () => ListStatusState): void {
  const { alert, polite } = regions
  /** The control inside the status that had the focus before an update. */
  let held: Element | null = null

  onBeforeUpdate(() => {
    const active = document.activeElement
    const inside = !!active && active !== polite.value && (!!alert.value?.contains(active) || !!polite.value?.contains(active))
    held = inside ? active : null
  })
  onUpdated(() => {
    if (held && !held.isConnected && focusLost()) polite.value?.focus()
    held = null
  })

  const retry = () => alert.value?.querySelector<HTMLElement>('button')
  watch(
    () => state().loading,
    (loading, before) => {
      if (loading || !before || !polite.value || document.activeElement !== polite.value) return
      const { error, empty } = state()
      if (error) retry()?.focus()
      else if (!empty) {
        const table = tableAfter(polite.value)
        if (table) table.focus()
        else focusNearestHeading(polite.value)
      }
    },
    { flush: 'post' },
  )
  watch(
    () => state().error,
    (error) => {
      if (error && focusLost()) retry()?.focus()
    },
    { flush: 'post' },
  )
}
