import { defineStore } from 'pinia'
import { ref } from 'vue'
import { type IpAddress, type IpAddressCreate, ipAddressesCreate, ipAddressesDelete, ipAddressesList, type User, usersList } from '@contract/security'
import { useCall } from '@/api/inject'

/** What the list is filtered by, as kept in the URL: a user id and one address (equality). */
export interface IpFilters {
  userId?: string
  ipAddress?: string
}

/** The registrar's users are few; pages are read up to this bound, never more. */
const MAX_USER_PAGES = 20

/**
 * The allow lists and the registrar's users (whose names the lists show). Errors are thrown to
 * the screen, which shows them where the user can act; `reset` forgets everything on sign-out.
 */
export const useSecurityStore = defineStore('security', () => {
  const call = useCall()
  const users = ref<User[]>([])
  const addresses = ref<IpAddress[]>([])
  const loadingAddresses = ref(false)
  // Only the latest list request may write the list: filters can change while one is in flight.
  let generation = 0

  async function loadUsers(): Promise<void> {
    const all: User[] = []
    for (let page = 0; page < MAX_USER_PAGES; page++) {
      const answer = await call(usersList, { query: { page, size: 100 } })
      all.push(...answer.elements)
      if (page + 1 >= answer.page.totalPages) break
    }
    users.value = all
  }

  async function loadAddresses(filters: IpFilters): Promise<void> {
    const mine = ++generation
    loadingAddresses.value = true
    try {
      const list = await call(ipAddressesList, { query: { userId: filters.userId, ipAddress: filters.ipAddress } })
      if (mine === generation) addresses.value = list
    } finally {
      if (mine === generation) loadingAddresses.value = false
    }
  }

  /** Creates the addresses (all or none, as the API does) and returns the new records. */
  async function add(request: IpAddressCreate): Promise<IpAddress[]> {
    return call(ipAddressesCreate, { body: request })
  }

  async function remove(id: number): Promise<void> {
    await call(ipAddressesDelete, { params: { ipAddressId: id } })
    addresses.value = addresses.value.filter((a) => a.id !== id)
  }

  function reset(): void {
    generation++
    users.value = []
    addresses.value = []
    loadingAddresses.value = false
  }

  return { users, addresses, loadingAddresses, loadUsers, loadAddresses, add, remove, reset }
})
