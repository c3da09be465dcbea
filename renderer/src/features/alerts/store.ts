import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { Alert, AlertKind, AlertMemory } from './rules'
import { EMPTY_MEMORY } from './rules'
import {
  type AlertPreferences,
  type InboxEntry,
  MAX_INBOX,
  readPreferences,
  readUserState,
  writePreferences,
  writeUserState,
} from './storage'

/**
 * The alerts of the signed-in user: the in-app list (the web build's only way to tell, the
 * desktop app's record of its notifications), the memory of what was told, and which alerts are
 * on. Kept in localStorage (storage.ts); reset, not erased, when the session ends.
 */
export const useAlertsStore = defineStore('alerts', () => {
  const storage = localStorage
  const owner = ref<{ registrarCode: string; username: string } | null>(null)
  const inbox = ref<InboxEntry[]>([])
  const memory = ref<AlertMemory>(EMPTY_MEMORY)
  const preferences = ref<AlertPreferences>(readPreferences(storage))
  const unread = computed(() => inbox.value.filter((e) => !e.read).length)

  const save = () => {
    if (owner.value) writeUserState(storage, owner.value.registrarCode, owner.value.username, { memory: memory.value, inbox: inbox.value })
  }

  /** Takes up the user's list and memory as they were left. */
  function open(registrarCode: string, username: string): void {
    owner.value = { registrarCode, username }
    const state = readUserState(storage, registrarCode, username)
    inbox.value = [...state.inbox]
    memory.value = state.memory
  }

  function remember(next: AlertMemory): void {
    memory.value = next
    save()
  }

  /** Adds newly told alerts at the top of the list, unread. */
  function add(alerts: readonly Alert[], at: number): void {
    const entries = alerts.map((a): InboxEntry => ({ ...a, at, read: false }))
    const keys = new Set(entries.map((e) => e.key))
    inbox.value = [...entries, ...inbox.value.filter((e) => !keys.has(e.key))].slice(0, MAX_INBOX)
    save()
  }

  function markRead(key: string): void {
    inbox.value = inbox.value.map((e) => (e.key === key && !e.read ? { ...e, read: true } : e))
    save()
  }

  function markAllRead(): void {
    inbox.value = inbox.value.map((e) => (e.read ? e : { ...e, read: true }))
    save()
  }

  function clear(): void {
    inbox.value = []
    save()
  }

  function setEnabled(kind: AlertKind, on: boolean): void {
    preferences.value = { ...preferences.value, [kind]: on }
    writePreferences(storage, preferences.value)
  }

  function reset(): void {
    owner.value = null
    inbox.value = []
    memory.value = EMPTY_MEMORY
  }

  return { owner, inbox, memory, preferences, unread, open, remember, add, markRead, markAllRead, clear, setEnabled, reset }
})
