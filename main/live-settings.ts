/**
 * Live mode's settings between the renderer and the gateway: the form's validation (with a field
 * and a code per problem, for the screen), the secrets' encryption on the way in, what the
 * renderer may see (whether a secret is set, never its value), and the gateway's options with the
 * secrets decrypted, in main only.
 */
import { Value } from 'typebox/value'
import type { ServerOptionsInput } from '../local-server/index.js'
import {
  type DesktopSettings,
  LIVE_SETTINGS_FIELDS,
  type LiveSettings,
  type LiveSettingsProblem,
  type LiveSettingsProblemCode,
  LiveSettingsSchema,
  type Mode,
  ModeSchema,
  REGISTRY_URL_PATTERN,
  SECRET_NAMES,
  type SecretName,
} from '../preload/api.js'
import type { SecretBox } from './secrets.js'
import type { StoredSecrets, StoredSettings } from './settings.js'

// The form's fields by kind, read from the schema: addresses get their own checks and codes.
const isUrlField = (f: keyof LiveSettings) => (LiveSettingsSchema.properties[f] as { pattern?: string }).pattern === REGISTRY_URL_PATTERN
const isRequired = (f: keyof LiveSettings) => (LiveSettingsSchema.required as readonly string[]).includes(f)
const URL_FIELDS = LIVE_SETTINGS_FIELDS.filter(isUrlField)
// The others, checked against their own schema: the optional ones (when given), then the required ones.
const OTHER_FIELDS = [...LIVE_SETTINGS_FIELDS.filter((f) => !isUrlField(f) && !isRequired(f)), ...LIVE_SETTINGS_FIELDS.filter(isRequired)]
const MAX_SECRET = 8192
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** What the renderer sees: no secret, only whether each one is stored. */
export function publicSettings(stored: StoredSettings, state: { secretStorage: boolean; runningMode: Mode; updatesSupported: boolean }): DesktopSettings {
  return {
    language: stored.language,
    updates: stored.updates,
    updatesSupported: state.updatesSupported,
    mode: stored.mode,
    live: stored.live,
    secrets: Object.fromEntries(SECRET_NAMES.map((name) => [name, !!stored.secrets[name]])) as DesktopSettings['secrets'],
    secretStorage: state.secretStorage,
    runningMode: state.runningMode,
    window: stored.window,
  }
}

/** Why an address is refused, or undefined when it is a good registry or token endpoint address. */
export function urlProblem(value: string): LiveSettingsProblemCode | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'invalid_url'
  }
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return 'https_required'
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid_url'
  return new RegExp(REGISTRY_URL_PATTERN).test(value) ? undefined : 'invalid_url'
}

/** The secrets each way to authenticate uses; the others are dropped on save. */
function secretsUsed(auth: LiveSettings['auth']): ReadonlySet<SecretName> {
  if (auth === 'token') return new Set(['token'])
  if (auth === 'password') return new Set(['password', 'clientSecret'])
  return new Set(['clientSecret'])
}

/**
 * Where a secret goes, with what it obtains: a pasted token to the registry; a password or a
 * client secret to the token endpoint, and the token the endpoint gives for it to the registry.
 * So for those two both addresses count: with only the token endpoint's, a new registry address
 * would have the gateway sign in with them and send the registrar's fresh token there.
 */
function destinationOf(live: LiveSettings, name: SecretName): string {
  const registry = (live.platform === 'test' ? live.testUrl : live.productionUrl) ?? ''
  return name === 'token' ? registry : `${live.tokenUrl ?? ''} ${registry}`
}

/** What live mode still lacks to start (checked on save in live mode, and at start). */
function missingForLive(live: LiveSettings, secrets: StoredSecrets): LiveSettingsProblem[] {
  const need = (field: LiveSettingsProblem['field'], present: unknown): LiveSettingsProblem[] => (present ? [] : [{ field, code: 'required' }])
  const problems = [...need(live.platform === 'test' ? 'testUrl' : 'productionUrl', live.platform === 'test' ? live.testUrl : live.productionUrl)]
  if (live.auth === 'token') return [...problems, ...need('token', secrets.token)]
  problems.push(...need('tokenUrl', live.tokenUrl))
  if (live.auth === 'client') return [...problems, ...need('clientId', live.clientId), ...need('clientSecret', secrets.clientSecret)]
  problems.push(...need('username', live.username), ...need('password', secrets.password))
  // The password grant's client is optional, but half of one is a mistake.
  if (live.clientId && !secrets.clientSecret) problems.push({ field: 'clientSecret', code: 'required' })
  if (!live.clientId && secrets.clientSecret) problems.push({ field: 'clientId', code: 'required' })
  return problems
}

function secretProblem(name: SecretName, value: string): LiveSettingsProblemCode | undefined {
  if (value.length > MAX_SECRET || /[\x00-\x1f\x7f]/.test(value)) return 'invalid'
  // The gateway sends a pasted token as it is in a header.
  if (name === 'token' && !/^[\x21-\x7e]+$/.test(value)) return 'invalid'
  return undefined
}

export type LiveUpdateOutcome = { ok: true; next: StoredSettings } | { ok: false; problems: LiveSettingsProblem[] }

/**
 * Checks the live-mode form from the renderer and gives the settings to save, with new secrets
 * encrypted. Empty text counts as not given. In sandbox mode an unfinished form may be saved.
 */
export function applyLiveUpdate(current: StoredSettings, input: unknown, box: SecretBox): LiveUpdateOutcome {
  const problems: LiveSettingsProblem[] = []
  const body = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  if (!Value.Check(ModeSchema, body.mode)) problems.push({ field: 'mode', code: 'invalid' })
  const rawLive = body.live && typeof body.live === 'object' ? (body.live as Record<string, unknown>) : {}
  const live: Record<string, unknown> = {}
  // Only the form's fields are read; anything else the renderer sent is ignored.
  for (const key of LIVE_SETTINGS_FIELDS) {
    const value = rawLive[key]
    const text = typeof value === 'string' ? value.trim() : value
    if (text !== '' && text !== undefined && text !== null) live[key] = text
  }
  for (const f of URL_FIELDS) {
    const value = live[f]
    if (value === undefined) continue
    const code = typeof value === 'string' ? urlProblem(value) : 'invalid_url'
    if (code) problems.push({ field: f, code })
    else live[f] = (value as string).replace(/\/+$/, '')
  }
  for (const f of OTHER_FIELDS) {
    if ((live[f] !== undefined || isRequired(f)) && !Value.Check(LiveSettingsSchema.properties[f], live[f])) problems.push({ field: f, code: 'invalid' })
  }
  const rawSecrets = body.secrets && typeof body.secrets === 'object' ? (body.secrets as Record<string, unknown>) : {}
  const changes = new Map<SecretName, string | null>()
  for (const name of SECRET_NAMES) {
    const value = rawSecrets[name]
    if (value === undefined || value === '') continue
    if (value === null) changes.set(name, null)
    else if (typeof value !== 'string') problems.push({ field: name, code: 'invalid' })
    else {
      const code = secretProblem(name, value) ?? (box.available() ? undefined : 'encryption_unavailable')
      if (code) problems.push({ field: name, code })
      else changes.set(name, value)
    }
  }
  if (problems.length > 0) return { ok: false, problems }
  // Every field was checked above; this only guards the file's schema against a slip here.
  if (!Value.Check(LiveSettingsSchema, live)) return { ok: false, problems: [{ field: 'mode', code: 'invalid' }] }

  const nextLive = live as unknown as LiveSettings
  const used = secretsUsed(nextLive.auth)
  // A stored secret goes only where it was typed for: sent to a new address, it must be typed
  // again. Otherwise whatever could save this form (a script in the window) could send the
  // registrar's password or token to an address of its own.
  const moved = [...used].filter((name) => !changes.has(name) && current.secrets[name] && destinationOf(current.live, name) !== destinationOf(nextLive, name))
  if (moved.length > 0) return { ok: false, problems: moved.map((field) => ({ field, code: 'retype_for_new_address' })) }
  const secrets: { -readonly [K in SecretName]?: string } = {}
  for (const name of SECRET_NAMES) {
    if (!used.has(name)) continue
    const change = changes.get(name)
    const kept = change === undefined ? current.secrets[name] : change === null ? undefined : box.encrypt(change)
    if (kept) secrets[name] = kept
  }
  const mode = body.mode as Mode
  if (mode === 'live') {
    const missing = missingForLive(nextLive, secrets)
    if (missing.length > 0) return { ok: false, problems: missing }
  }
  return { ok: true, next: { ...current, mode, live: nextLive, secrets } }
}

export class LiveSettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LiveSettingsError'
  }
}

/**
 * The gateway's live options from the saved settings, the secrets decrypted here and kept only
 * in the returned object (handed to startServer in memory). Throws LiveSettingsError naming what
 * is missing or unreadable, never a secret.
 */
export function liveServerOptions(stored: StoredSettings, box: SecretBox): ServerOptionsInput {
  const { live, secrets } = stored
  const missing = missingForLive(live, secrets)
  if (missing.length > 0) throw new LiveSettingsError(`live mode is not set up: missing ${missing.map((p) => p.field).join(', ')}`)
  const reveal = (name: SecretName) => {
    try {
      return box.decrypt(secrets[name]!)
    } catch (err) {
      throw new LiveSettingsError((err as Error).message)
    }
  }
  const upstream = (live.platform === 'test' ? live.testUrl : live.productionUrl)!
  const scope = live.scope ? { scope: live.scope } : {}
  if (live.auth === 'token') return { upstream, platform: live.platform, token: reveal('token') }
  if (live.auth === 'client') {
    return { upstream, platform: live.platform, tokenUrl: live.tokenUrl!, clientId: live.clientId!, clientSecret: reveal('clientSecret'), ...scope }
  }
  const client = live.clientId ? { clientId: live.clientId, clientSecret: reveal('clientSecret') } : {}
  return { upstream, platform: live.platform, tokenUrl: live.tokenUrl!, username: live.username!, password: reveal('password'), ...client, ...scope }
}
