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
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import type { DesktopSettingsPatch, Language, LiveSettings } from '../preload/api.js'

export const LanguageSchema = Type.Union([Type.Literal('it'), Type.Literal('en')])
export const ModeSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('live')])

export const WindowBoundsSchema = Type.Object(
  {
    x: Type.Optional(Type.Integer()),
    y: Type.Optional(Type.Integer()),
    width: Type.Integer({ minimum: 400, maximum: 20000, default: 1280 }),
    height: Type.Integer({ minimum: 300, maximum: 20000, default: 800 }),
    maximized: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
)

/**
 * A registry or token endpoint address: https, or plain http only on the loopback names (a local
 * sandbox playing the registry). No credentials (no `@` before the path), no query or fragment.
 */
export const REGISTRY_URL_PATTERN =
  '^(?:https://[^\\s/?#@:]+(?::\\d{1,5})?|http://(?:127\\.0\\.0\\.1|localhost|\\[::1\\])(?::\\d{1,5})?)(?:/[^\\s?#]*)?$'
export const RegistryUrlSchema = Type.String({ pattern: REGISTRY_URL_PATTERN, maxLength: 2048 })
/** A user name, client id or scope list: one printable line. */
const TextSchema = Type.String({ minLength: 1, maxLength: 512, pattern: '^[^\\x00-\\x1f\\x7f]+$' })

export const LiveSettingsSchema = Type.Object(
  {
    platform: Type.Union([Type.Literal('production'), Type.Literal('test')]),
    productionUrl: Type.Optional(RegistryUrlSchema),
    testUrl: Type.Optional(RegistryUrlSchema),
    auth: Type.Union([Type.Literal('token'), Type.Literal('password'), Type.Literal('client')]),
    tokenUrl: Type.Optional(RegistryUrlSchema),
    username: Type.Optional(TextSchema),
    scope: Type.Optional(TextSchema),
    clientId: Type.Optional(TextSchema),
  },
  { additionalProperties: false },
)

/** safeStorage's ciphertext in base64: never the secret itself. */
const CipherSchema = Type.String({ pattern: '^[A-Za-z0-9+/]+={0,2}$', maxLength: 65536 })
export const StoredSecretsSchema = Type.Object(
  { token: Type.Optional(CipherSchema), password: Type.Optional(CipherSchema), clientSecret: Type.Optional(CipherSchema) },
  { additionalProperties: false },
)

export const SETTINGS_VERSION = 2

/** The file's shape (version 2). */
export const StoredSettingsSchema = Type.Object(
  {
    version: Type.Literal(SETTINGS_VERSION),
    language: LanguageSchema,
    mode: ModeSchema,
    live: LiveSettingsSchema,
    secrets: StoredSecretsSchema,
    window: WindowBoundsSchema,
  },
  { additionalProperties: false },
)
export type StoredSettings = Static<typeof StoredSettingsSchema>
export type StoredSecrets = Static<typeof StoredSecretsSchema>

/** What the renderer may send to `updateSettings`: anything else is refused. */
export const DesktopSettingsPatchSchema = Type.Object({ language: Type.Optional(LanguageSchema) }, { additionalProperties: false })

// The schemas and the renderer-facing interfaces in preload/api.ts must describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const liveShapeMatches: Same<Static<typeof LiveSettingsSchema>, LiveSettings> = true
const patchShapeMatches: Same<Static<typeof DesktopSettingsPatchSchema>, DesktopSettingsPatch> = true
void liveShapeMatches
void patchShapeMatches

export const SETTINGS_FILE = 'settings.json'

/** The first start follows the system's language: Italian for any `it*` locale, else English. */
export function defaultSettings(systemLocale: string): StoredSettings {
  const language: Language = systemLocale.toLowerCase().startsWith('it') ? 'it' : 'en'
  return {
    version: SETTINGS_VERSION,
    language,
    mode: 'sandbox',
    live: { platform: 'production', auth: 'token' },
    secrets: {},
    window: { width: 1280, height: 800, maximized: false },
  }
}

/**
 * Brings a file of an older version to the current shape. Version 1 (no `version` field) had one
 * `upstream` address and no authentication: it becomes the production address.
 */
export function migrateSettings(raw: Record<string, unknown>, fallback: StoredSettings): Record<string, unknown> {
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
