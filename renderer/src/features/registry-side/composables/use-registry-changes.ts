import { useDarwinStore } from '@/features/darwin/store'
import { useGatewayStore } from '@/features/gateway/store'
import { useRegistrarStore } from '@/features/registrar/store'
import { useSecurityStore } from '@/features/security/store'
import { type CachingStore, type RegistryChange, storesChangedBy } from '../changes'

/** Drops or reads again what the stores keep of a change the registry made (changes.ts). */
export function useRegistryChanges(): (changes: readonly RegistryChange[]) => Promise<void> {
  const gateway = useGatewayStore()
  const darwin = useDarwinStore()
  const security = useSecurityStore()
  const registrar = useRegistrarStore()
  const update: Record<CachingStore, () => Promise<void> | void> = {
    gateway: () => gateway.refresh(),
    darwin: () => darwin.reset(),
    security: () => security.reset(),
    registrar: () => registrar.reset(),
  }
  return async (changes) => {
    await Promise.all(storesChangedBy(changes).map((store) => update[store]()))
  }
}
