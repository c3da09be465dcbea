import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { gatewayCacheClear } from '@contract/gateway'
import { oauthToken } from '@contract/oauth'
import type { Group } from '@contract/operation'
import { type User, userCurrent } from '@contract/user'
import { useCall } from '@/api/inject'
import { loadSession, saveSession } from './session-storage'

/**
 * Who is signed in. In the sandbox the user signs in with a password and the token lives in
 * sessionStorage (it survives a reload of the window, not the end of the app). In live mode the
 * gateway holds the registry's credentials: the screens carry no token and the session is the
 * gateway's own (`connectGateway`). Every other store is reset when the session ends.
 */
export const useSessionStore = defineStore('session', () => {
  const call = useCall()
  const stored = loadSession(sessionStorage, Date.now())
  const token = ref<string | null>(stored?.token ?? null)
  const expiresAt = ref<number | null>(stored?.expiresAt ?? null)
  const user = ref<User | null>(stored?.user ?? null)
  /** True after the API refused the token: the sign-in screen says why. */
  const expired = ref(false)
  /** Live mode: the gateway authenticates every call; there is no token here. */
  const throughGateway = ref(false)

  const signedIn = computed(() => user.value !== null && (token.value !== null || throughGateway.value))
  const groups = computed(() => (user.value?.groups ?? []) as Group[])

  function can(allowed: readonly Group[]): boolean {
    return groups.value.some((g) => allowed.includes(g))
  }

  async function signIn(username: string, password: string): Promise<void> {
    const answer = await call(oauthToken, { body: { grant_type: 'password', username, password } })
    token.value = answer.access_token
    expiresAt.value = Date.now() + answer.expires_in * 1000
    try {
      user.value = await call(userCurrent)
    } catch (err) {
      token.value = null
      throw err
    }
    expired.value = false
    saveSession(sessionStorage, { token: token.value, expiresAt: expiresAt.value, user: user.value })
  }

  /** Live mode: whoever the gateway's credentials belong to is the user of these screens. */
  async function connectGateway(): Promise<void> {
    throughGateway.value = true
    try {
      user.value = await call(userCurrent)
      expired.value = false
    } catch (err) {
      throughGateway.value = false
      throw err
    }
  }

  function clear(): void {
    if (throughGateway.value) {
      // Nothing of this user's registry data stays on the machine after signing out.
      call(gatewayCacheClear).catch(() => undefined)
      throughGateway.value = false
    }
    token.value = null
    expiresAt.value = null
    user.value = null
    saveSession(sessionStorage, null)
  }

  /** The API answered 401 to our token. */
  function expire(): void {
    if (!token.value && !throughGateway.value) return
    clear()
    expired.value = true
  }

  function signOut(): void {
    clear()
    expired.value = false
  }

  return { token, expiresAt, user, expired, throughGateway, signedIn, groups, can, signIn, connectGateway, signOut, expire }
})
