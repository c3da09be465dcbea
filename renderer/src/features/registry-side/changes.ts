/**
 * What a registry-side action changes, and which of the renderer's stores keep something of it.
 * The screens load their data when they open (AppShell keys each screen by its address), so a
 * payment, the credit or a darwin request is read afresh when the user goes to it; only what the
 * stores keep across screens must be dropped or read again here.
 */
export type RegistryChange = 'clock' | 'data' | 'payments' | 'cards' | 'credit' | 'darwin'

/** The stores that keep registry data across screens (features/<name>/store.ts). */
export type CachingStore = 'gateway' | 'darwin' | 'security' | 'registrar'

export const STORES_CHANGED_BY: Readonly<Record<RegistryChange, readonly CachingStore[]>> = {
  // The registry's time ("today" of every date check, the darwin deadlines) comes with the status.
  clock: ['gateway'],
  // Everything of the registrar: its users (darwin assignees, the allow lists' names) too.
  data: ['gateway', 'darwin', 'security', 'registrar'],
  payments: [],
  cards: [],
  credit: [],
  darwin: [],
}

export function storesChangedBy(changes: readonly RegistryChange[]): CachingStore[] {
  return [...new Set(changes.flatMap((c) => STORES_CHANGED_BY[c]))]
}
