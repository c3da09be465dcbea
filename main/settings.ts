/**
 * The desktop app's own settings (language, mode, window bounds), kept in `settings.json` in the
 * userData folder. Validated with a TypeBox schema on every read and write; written to a
 * temporary file and renamed, so a crash never leaves half a file. A missing or damaged file
 * gives the defaults: the app must always be able to start.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { Type, type Static } from 'typebox'
import { Value } from 'typebox/value'
import type { DesktopSettings, DesktopSettingsPatch, Language } from '../preload/api.js'

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

const UpstreamSchema = Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2048 })

export const DesktopSettingsSchema = Type.Object(
  {
    language: LanguageSchema,
    mode: ModeSchema,
    upstream: Type.Optional(UpstreamSchema),
    window: WindowBoundsSchema,
  },
  { additionalProperties: false },
)

/** What the renderer may send to `updateSettings`: anything else is refused. */
export const DesktopSettingsPatchSchema = Type.Object(
  { language: Type.Optional(LanguageSchema), mode: Type.Optional(ModeSchema), upstream: Type.Optional(UpstreamSchema) },
  { additionalProperties: false },
)

// The schema and the renderer-facing interface in preload/api.ts must describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const settingsShapeMatches: Same<Static<typeof DesktopSettingsSchema>, DesktopSettings> = true
const patchShapeMatches: Same<Static<typeof DesktopSettingsPatchSchema>, DesktopSettingsPatch> = true
void settingsShapeMatches
void patchShapeMatches

export const SETTINGS_FILE = 'settings.json'

/** The first start follows the system's language: Italian for any `it*` locale, else English. */
export function defaultSettings(systemLocale: string): DesktopSettings {
  const language: Language = systemLocale.toLowerCase().startsWith('it') ? 'it' : 'en'
  return { language, mode: 'sandbox', window: { width: 1280, height: 800, maximized: false } }
}

export interface SettingsStore {
  get(): DesktopSettings
  /** Validates, applies and saves a patch from the renderer; throws on an invalid one. */
  update(patch: unknown): DesktopSettings
  saveWindow(bounds: DesktopSettings['window']): void
}

export class InvalidSettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidSettingsError'
  }
}

/** Reads the file; anything missing, unreadable or invalid falls back to `fallback`. */
export function loadSettings(file: string, fallback: DesktopSettings, log: (message: string) => void = () => {}): DesktopSettings {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') log(`settings: unreadable ${file}, using defaults: ${(err as Error).message}`)
    return fallback
  }
  // Fields added by a later version get their defaults; a wrong value discards the file.
  const merged = raw && typeof raw === 'object' ? { ...fallback, ...raw } : raw
  if (!Value.Check(DesktopSettingsSchema, merged)) {
    const first = Value.Errors(DesktopSettingsSchema, merged)[0]
    log(`settings: invalid ${file} (${first?.instancePath ?? ''} ${first?.message ?? ''}), using defaults`)
    return fallback
  }
  return merged
}

export function saveSettings(file: string, settings: DesktopSettings): void {
  if (!Value.Check(DesktopSettingsSchema, settings)) throw new InvalidSettingsError('refusing to save invalid settings')
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
  const commit = (next: DesktopSettings) => {
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
    saveWindow(bounds) {
      const next = { ...current, window: bounds }
      if (!Value.Check(DesktopSettingsSchema, next)) return // e.g. a minimised window's odd size: keep the last good one
      commit(next)
    },
  }
}
