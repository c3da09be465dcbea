import { type ComputedRef, ref, type Ref, watch } from 'vue'
import { darwinRequestsCount, darwinRequestsExpiringCount } from '@contract/darwin-requests'
import type { DarwinAssignation } from '@contract/darwin-shared'
import { useCall } from '@/api/inject'
import type { ListState } from '@/composables/list-state'
import { countQuery, expiringCountQuery } from '../queue'

export interface UseQueueCounts {
  /** How many requests each assignment tab holds with the other filters as they are. */
  counts: Ref<Partial<Record<DarwinAssignation, number>>>
  expiring: Ref<number | null>
  reload(): Promise<void>
}

/** The numbers beside the queue's tabs and its expiring section, again whenever the filters change. */
export function useQueueCounts(state: ComputedRef<ListState>, tabs: () => DarwinAssignation[]): UseQueueCounts {
  const call = useCall()
  const counts = ref<Partial<Record<DarwinAssignation, number>>>({})
  const expiring = ref<number | null>(null)
  let generation = 0

  async function reload() {
    const mine = ++generation
    const s = state.value
    try {
      const [tabCounts, soon] = await Promise.all([
        Promise.all(tabs().map(async (a) => [a, (await call(darwinRequestsCount, { query: countQuery(s, a) })).count] as const)),
        call(darwinRequestsExpiringCount, { query: expiringCountQuery(s) as { days: number } }),
      ])
      if (mine !== generation) return
      counts.value = Object.fromEntries(tabCounts)
      expiring.value = soon.count
    } catch {
      // The counts are a help; the lists below report their own failures.
      if (mine === generation) counts.value = {}
    }
  }

  // The page does not change the counts; the filters do.
  watch(
    () => JSON.stringify({ ...state.value, page: 0 }),
    () => void reload(),
    { immediate: true },
  )
  return { counts, expiring, reload }
}
