import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { type User, usersList } from '@contract/security'
import { useCall } from '@/api/inject'
import { useGatewayStore } from '@/features/gateway/store'
import { DEFAULT_LIMIT_BYTES } from './file-check'

/** The darwin screens' memory across requests: the upload limit learned, the users to assign to. */
export const useDarwinStore = defineStore('darwin', () => {
  const call = useCall()
  const gateway = useGatewayStore()
  /** The registry's upload limit, once a 413 told it (docs/darwin-screens.md). */
  const learnedLimit = ref<number | null>(null)
  // The sandbox says its limit in the gateway status; a real registry's is learned from a 413.
  const limitBytes = computed(() => learnedLimit.value ?? gateway.status?.maxUploadBytes ?? DEFAULT_LIMIT_BYTES)
  const users = ref<User[] | null>(null)

  function learnLimit(bytes: number | undefined): void {
    if (bytes !== undefined) learnedLimit.value = bytes
  }

  /** The registrar's users who may work on darwin requests (admins only: usersList is theirs). */
  async function loadAssignees(): Promise<User[]> {
    if (users.value) return users.value
    const page = await call(usersList, { query: { size: 100 } })
    users.value = page.elements.filter((u) => u.groups.some((g) => g === 'admin' || g === 'domain' || g === 'darwin'))
    return users.value
  }

  function reset(): void {
    learnedLimit.value = null
    users.value = null
  }

  return { learnedLimit, limitBytes, users, learnLimit, loadAssignees, reset }
})
