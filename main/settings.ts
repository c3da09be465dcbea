/**
 * The desktop app's own settings (language, mode, live mode's registry and authentication, window
 * bounds), kept in `settings.json` in the userData folder. Validated with a TypeBox schema on
 * every read and write; written to a temporary file and renamed, so a crash never leaves half a
 * file. A missing or damaged file gives the defaults: the app must always be able to start.
 * Secrets are stored here only as safeStorage ciphertext (base64); see secrets.ts.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { type Static, type TOptional, Type } from 'typebox'
import { Value } from 'typebox/value'
import {
  DesktopSettingsPatchSchema,
  type Language,
  LanguageSchema,
  LiveSettingsSchema,
  ModeSchema,
  SECRET_NAMES,
  type SecretName,
  UpdateSettingsSchema,
  WindowBoundsSchema,
} from '../preload/api.js'

/** safeStorage's ciphertext in base64: never the secret itself. */
const CipherSchema = Type.String({ pattern: '^[A-Za-z0-9+/]+={0,2}$', maxLength: 65536 })
const StoredSecretsSchema = Type.Object(
  Object.fromEntries(SECRET_NAMES.map((name) => [name, Type.Optional(CipherSchema)])) as Record<SecretName, TOptional<typeof CipherSchema>>,
  { additionalProperties: false },
)

const SETTINGS_VERSION = 2

/** The file's shape (version 2). */
const StoredSettingsSchema = Type.Object(
  {
    version: Type.Literal(SETTINGS_VERSION),
    language: LanguageSchema,
    mode: ModeSchema,
    live: LiveSettingsSchema,
    secrets: StoredSecretsSchema,
    window: WindowBoundsSchema,
    updates: UpdateSettingsSchema,
    /** The gateway's port at the last start, asked for again at the next one. */
    gatewayPort: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
  },
  { additionalProperties: false },
)
export type StoredSettings = Static<typeof StoredSettingsSchema>
export type StoredSecrets = Static<typeof StoredSecretsSchema>

export const SETTINGS_FILE = 'settings.json'

/** The first start follows the system's language: Italian for any `it*` locale, else English. */
export function defaultSettings(systemLocale: string): StoredSettings {
  const language: Language = systemLocale.toLowerCase().startsWith('it') ? 'it' : 'en'
  return {
    version: SETTINGS_VERSION,
    language,
    mode: 'sandbox',
    live: Value.Create(LiveSettingsSchema),
    secrets: {},
    window: Value.Create(WindowBoundsSchema),
    updates: Value.Create(UpdateSettingsSchema),
  }
}

/**
 * Brings a file of an older version to the current shape. Version 1 (no `version` field) had one
 * `upstream` address and no authentication: it becomes the production address.
 */
function migrateSettings(raw: Record<string, unknown>, fallback: StoredSettings): Record<string, unknown> {
  if (raw.version !== undefined) return { ...fallback, ...raw }
  const { upstream, ...rest } = raw
  const live = typeof upstream === 'string' ? { ...fallback.live, productionUrl: upstream } : fallback.live
  return { ...fallback, ...rest, version: SETTINGS_VERSION, live }
}

export interface SettingsStore {
  get(): StoredSettings
  /** Validates, applies and saves a patch from the renderer; throws on an invalid one. */
  update(patch: unknown): StoredSettings
  /** Saves settings already checked by their caller (live-settings.ts). */
  replace(next: StoredSettings): StoredSettings
  saveWindow(bounds: StoredSettings['window']): void
}

export class InvalidSettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidSettingsError'
  }
}

/** Reads the file; anything missing, unreadable or invalid falls back to `fallback`. */
export function loadSettings(file: string, fallback: StoredSettings, log: (message: string) => void = () => {}): StoredSettings {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') log(`settings: unreadable ${file}, using defaults: ${(err as Error).message}`)
    return fallback
  }
  // Fields added by a later version get their defaults; a wrong value discards the file.
  const merged = raw && typeof raw === 'object' && !Array.isArray(raw) ? migrateSettings(raw as Record<string, unknown>, fallback) : raw
  if (!Value.Check(StoredSettingsSchema, merged)) {
    const first = Value.Errors(StoredSettingsSchema, merged)[0]
    log(`settings: invalid ${file} (${first?.instancePath ?? ''} ${first?.message ?? ''}), using defaults`)
    return fallback
  }
  return merged
}

export function saveSettings(file: string, settings: StoredSettings): void {
  if (!Value.Check(StoredSettingsSchema, settings)) throw new InvalidSettingsError('refusing to save invalid settings')
  mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.${randomUUID()}.tmp`
  writeFileSync(tmp, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 })
  renameSync(tmp, file)
}

export function createSettingsStore(
  folder: string,
  systemLocale: string,
  log: (message: string) => void = () => {},
): SettingsStore {
  const file = path.join(folder, SETTINGS_FILE)
  let current = loadSettings(file, defaultSettings(systemLocale), log)
  const commit = (next: StoredSettings) => {
    saveSettings(file, next)
    current = next
    return next
  }
  return {
    get: () => current,
    update(patch) {
      if (!Value.Check(DesktopSettingsPatchSchema, patch)) {
        const first = Value.Errors(DesktopSettingsPatchSchema, patch)[0]
        throw new InvalidSettingsError(`invalid settings ${first?.instancePath ?? ''}: ${first?.message ?? 'invalid'}`)
      }
      return commit({ ...current, ...patch })
    },
    replace: (next) => commit(next),
    saveWindow(bounds) {
      const next = { ...current, window: bounds }
      if (!Value.Check(StoredSettingsSchema, next)) return // e.g. a minimised window's odd size: keep the last good one
      commit(next)
    },
  }
}
