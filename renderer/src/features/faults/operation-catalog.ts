/** An operation a fault rule can name, as the picker lists it. */
export interface CatalogOperation {
  readonly id: string
  readonly method: string
  readonly url: string
}

const isOperation = (v: unknown): v is CatalogOperation =>
  typeof v === 'object' && v !== null && typeof (v as CatalogOperation).id === 'string' &&
  typeof (v as CatalogOperation).method === 'string' && typeof (v as CatalogOperation).url === 'string'

// Only the registry's addresses are ever changed by a rule (docs/faults.md): never the local server's own.
const FAULTABLE = /^\/(v1|oauth|sandbox)\//

/**
 * The operations of the contract's modules that a rule may name, by `operationId`, sorted: read
 * from the modules themselves, so a new operation is in the picker without a list kept by hand.
 */
export function catalogOf(modules: readonly Record<string, unknown>[]): CatalogOperation[] {
  const byId = new Map<string, CatalogOperation>()
  for (const m of modules) {
    for (const v of Object.values(m)) {
      if (isOperation(v) && FAULTABLE.test(v.url)) byId.set(v.id, { id: v.id, method: v.method, url: v.url })
    }
  }
  return [...byId.values()].sort((a, b) => a.id.localeCompare(b.id))
}

/** Every contract module, loaded with the fault screen only. */
export async function loadOperationCatalog(): Promise<CatalogOperation[]> {
  const loaders = import.meta.glob<Record<string, unknown>>('../../../../local-server/contract/*.ts')
  return catalogOf(await Promise.all(Object.values(loaders).map((load) => load())))
}
