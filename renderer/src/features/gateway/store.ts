import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { type GatewayStatus, gatewayStatus } from '@contract/gateway'
import { registryToday as registryDateAt } from '@validation/registry-date'
import { useCall } from '@/api/inject'
import { type RegistryClockReading, registryNowFrom } from './registry-clock'

/**
 * What the gateway says about the registry behind it: the mode and platform for the window's
 * badge, and whether the registry is reachable for the offline banner. Fed by polling
 * `/gateway/status` and by every API answer's `X-Gateway-Cache` header (see `watchGatewayAnswers`).
 * The status also gives the registry's business time, from which the screens take "today".
 */
export const useGatewayStore = defineStore('gateway', () => {
  const call = useCall()
  const status = ref<GatewayStatus | null>(null)
  /** `X-Gateway-Fetched-At` of the last answer served from the cache; null once a live answer came. */
  const staleFetchedAt = ref<string | null>(null)
  const clockReading = ref<RegistryClockReading | null>(null)

  const live = computed(() => status.value?.mode === 'live')
  const offline = computed(() => (live.value && status.value?.online === false) || staleFetchedAt.value !== null)
  /** The time of the data on screen: the cached answer's, else the registry's last answer. */
  const dataTime = computed(() => staleFetchedAt.value ?? status.value?.lastContact ?? null)
  /** The registry's test platform has no darwin operations. */
  const darwinAvailable = computed(() => status.value?.platform !== 'test')

  async function refresh(): Promise<void> {
    try {
      status.value = await call(gatewayStatus)
      clockReading.value = { registryTime: status.value.registryTime, receivedAt: Date.now() }
      if (status.value.online) staleFetchedAt.value = null
    } catch {
      // The gateway itself did not answer (the app is closing): keep what is known.
    }
  }

  /** Called for every API answer with its two gateway headers. */
  function noteAnswer(cache: string | undefined, fetchedAt: string | undefined): void {
    if (cache === 'stale') {
      staleFetchedAt.value = fetchedAt ?? staleFetchedAt.value
      if (status.value) status.value = { ...status.value, online: false }
    } else if (cache === 'live') {
      staleFetchedAt.value = null
      if (status.value && !status.value.online) status.value = { ...status.value, online: true }
    }
  }

  /** The gateway answered that the registry cannot be reached (503/504 of its own). */
  function noteUnreachable(): void {
    if (status.value) status.value = { ...status.value, online: false }
  }

  /** The registry's business time now (epoch ms): the sandbox clock, not the computer's. */
  const registryNow = (): number => registryNowFrom(clockReading.value, Date.now())
  /** The registry's date now (`YYYY-MM-DD`, Europe/Rome): "today" for every date check. */
  const registryToday = (): string => registryDateAt(registryNow())

  function reset(): void {
    staleFetchedAt.value = null
  }

  return {
    status, staleFetchedAt, live, offline, dataTime, darwinAvailable, registryNow, registryToday,
    refresh, noteAnswer, noteUnreachable, reset,
  }
})

export type GatewayStore = ReturnType<typeof useGatewayStore>
