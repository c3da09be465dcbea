/**
 * Where the alerts keep what must outlive a reload or a restart, in the window's localStorage:
 * per user, what has been told and the in-app list; per machine, which alerts are on. What is
 * read back is checked field by field: a damaged or foreign value gives the defaults.
 */
import { ALERT_KINDS, type AlertKind, type AlertMemory, type AlertTarget, EMPTY_MEMORY } from './rules'
import type { CreditStatus } from '@contract/credit'

/** One entry of the in-app list. */
export interface InboxEntry {
  readonly key: string
  readonly kind: AlertKind
  readonly params: Readonly<Record<string, string | number>>
  readonly target: AlertTarget
  /** When it was told (epoch ms, the computer's clock). */
  readonly at: number
  readonly read: boolean
}

export interface UserAlertState {
  readonly memory: AlertMemory
  /** Newest first. */
  readonly inbox: readonly InboxEntry[]
}

export type AlertPreferences = Readonly<Record<AlertKind, boolean>>

/** The in-app list keeps this many entries, newest first. */
export const MAX_INBOX = 50
const PREFERENCES_KEY = 'registrar-desk.alerts.enabled'
const userKey = (registrarCode: string, username: string) => `registrar-desk.alerts.${registrarCode}.${username}`

const CREDIT_LEVELS: readonly CreditStatus[] = ['normalBalance', 'belowThreshold', 'exhausted']
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isText = (v: unknown): v is string => typeof v === 'string'

function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused: the alerts go on for this session and may be told again later.
  }
}

function parseEntry(raw: unknown): InboxEntry | null {
  if (!isRecord(raw) || !isText(raw.key) || !ALERT_KINDS.includes(raw.kind as AlertKind) || typeof raw.at !== 'number') return null
  const { params, target } = raw
  if (!isRecord(params) || !Object.values(params).every((v) => isText(v) || typeof v === 'number')) return null
  if (!isRecord(target) || !isText(target.name)) return null
  const targetParams = isRecord(target.params) && Object.values(target.params).every(isText) ? (target.params as Record<string, string>) : undefined
  return {
    key: raw.key,
    kind: raw.kind as AlertKind,
    params: params as Record<string, string | number>,
    target: targetParams ? { name: target.name, params: targetParams } : { name: target.name },
    at: raw.at,
    read: raw.read === true,
  }
}

export function readUserState(storage: Storage, registrarCode: string, username: string): UserAlertState {
  const raw = readJson(storage, userKey(registrarCode, username))
  if (!isRecord(raw) || !isRecord(raw.memory)) return { memory: EMPTY_MEMORY, inbox: [] }
  const { creditLevel, darwinTold } = raw.memory
  const memory: AlertMemory = {
    creditLevel: CREDIT_LEVELS.includes(creditLevel as CreditStatus) ? (creditLevel as CreditStatus) : null,
    darwinTold: Array.isArray(darwinTold) ? darwinTold.filter(isText) : [],
  }
  const inbox = Array.isArray(raw.inbox) ? raw.inbox.map(parseEntry).filter((e): e is InboxEntry => e !== null).slice(0, MAX_INBOX) : []
  return { memory, inbox }
}

export function writeUserState(storage: Storage, registrarCode: string, username: string, state: UserAlertState): void {
  writeJson(storage, userKey(registrarCode, username), { memory: state.memory, inbox: state.inbox.slice(0, MAX_INBOX) })
}

/** Every alert is on until turned off. */
export function readPreferences(storage: Storage): AlertPreferences {
  const raw = readJson(storage, PREFERENCES_KEY)
  return Object.fromEntries(ALERT_KINDS.map((k) => [k, !(isRecord(raw) && raw[k] === false)])) as AlertPreferences
}

export function writePreferences(storage: Storage, preferences: AlertPreferences): void {
  writeJson(storage, PREFERENCES_KEY, preferences)
}
