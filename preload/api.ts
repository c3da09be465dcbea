/**
 * The desktop shell's API as the renderer sees it (`window.desktop`), the IPC channels behind it,
 * and the shape of the settings that cross it. Channels and shapes are declared here only: main
 * validates with these schemas, the preload copies their fields, the renderer uses their types.
 * Its one import, TypeBox, is bundled into the sandboxed preload (one CommonJS file, which may
 * require only `electron`).
 */
import { type Static, Type } from 'typebox'

export const DESKTOP_CHANNELS = {
  saveFile: 'desktop:save-file',
  openDataFolder: 'desktop:open-data-folder',
  getVersion: 'desktop:get-version',
  getSettings: 'desktop:get-settings',
  updateSettings: 'desktop:update-settings',
  updateLiveSettings: 'desktop:update-live-settings',
  restartGateway: 'desktop:restart-gateway',
  showNotification: 'desktop:show-notification',
  getUpdateStatus: 'desktop:get-update-status',
  checkForUpdates: 'desktop:check-for-updates',
  downloadUpdate: 'desktop:download-update',
  installUpdate: 'desktop:install-update',
} as const

/** What main tells the window without being asked, each on its own channel. */
export const DESKTOP_EVENTS = {
  /** The updater's status changed (UpdateStatus). */
  updateStatusChanged: 'desktop:update-status-changed',
} as const

/** The name under which the preload exposes the API on `window`. */
export const DESKTOP_GLOBAL = 'desktop'

export const LanguageSchema = Type.Union([Type.Literal('it'), Type.Literal('en')])
export type Language = Static<typeof LanguageSchema>
/** `sandbox`: the embedded registry; `live`: the gateway in front of a real registry. */
export const ModeSchema = Type.Union([Type.Literal('sandbox'), Type.Literal('live')])
export type Mode = Static<typeof ModeSchema>

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
export type WindowBounds = Readonly<Static<typeof WindowBoundsSchema>>

/**
 * A registry or token endpoint address: https, or plain http only on the loopback names (a local
 * sandbox playing the registry). No credentials (no `@` before the path), no query or fragment.
 */
export const REGISTRY_URL_PATTERN =
  '^(?:https://[^\\s/?#@:]+(?::\\d{1,5})?|http://(?:127\\.0\\.0\\.1|localhost|\\[::1\\])(?::\\d{1,5})?)(?:/[^\\s?#]*)?$'
export const RegistryUrlSchema = Type.String({ pattern: REGISTRY_URL_PATTERN, maxLength: 2048 })
/** A user name, client id or scope list: one printable line. */
const TextSchema = Type.String({ minLength: 1, maxLength: 512, pattern: '^[^\\x00-\\x1f\\x7f]+$' })

/** Which of the registry's platforms live mode talks to; `test` has no darwin operations. */
const RegistryPlatformSchema = Type.Union([Type.Literal('production'), Type.Literal('test')], { default: 'production' })
export type RegistryPlatform = Static<typeof RegistryPlatformSchema>
/** A pasted bearer token, or an OAuth 2 token endpoint with the password or client-credentials grant. */
const AuthKindSchema = Type.Union([Type.Literal('token'), Type.Literal('password'), Type.Literal('client')], { default: 'token' })
export type AuthKind = Static<typeof AuthKindSchema>

/** Live mode's settings, without the secrets; the defaults are a first start's. */
export const LiveSettingsSchema = Type.Object(
  {
    platform: RegistryPlatformSchema,
    /** Base addresses of the registry (without /v1): https, or http on 127.0.0.1/localhost. */
    productionUrl: Type.Optional(RegistryUrlSchema),
    testUrl: Type.Optional(RegistryUrlSchema),
    auth: AuthKindSchema,
    /** OAuth 2 token endpoint (password and client grants). */
    tokenUrl: Type.Optional(RegistryUrlSchema),
    username: Type.Optional(TextSchema),
    /** Scopes asked for, space-separated (optional). */
    scope: Type.Optional(TextSchema),
    /** Client of the client-credentials grant (optional for the password grant). */
    clientId: Type.Optional(TextSchema),
  },
  { additionalProperties: false },
)
export type LiveSettings = Readonly<Static<typeof LiveSettingsSchema>>
/** The live-mode form's fields, as the schema lists them. */
export const LIVE_SETTINGS_FIELDS = Object.keys(LiveSettingsSchema.properties) as ReadonlyArray<keyof LiveSettings>

/** The secrets: stored encrypted by main, written by the renderer, never read back by it. */
export const SECRET_NAMES = ['token', 'password', 'clientSecret'] as const
export type SecretName = (typeof SECRET_NAMES)[number]

/** Updates from the project's releases (main/updater.ts): on or off, and which channel. */
export const UpdateSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean({ default: true }),
    /** `beta` also offers pre-releases. */
    channel: Type.Union([Type.Literal('stable'), Type.Literal('beta')], { default: 'stable' }),
  },
  { additionalProperties: false },
)
export type UpdateSettings = Readonly<Static<typeof UpdateSettingsSchema>>

export interface DesktopSettings {
  readonly language: Language
  readonly updates: UpdateSettings
  /** Whether this copy of the app can update itself (packaged, and not a deb package). */
  readonly updatesSupported: boolean
  /** The mode saved for the next start (or for "apply and restart"). */
  readonly mode: Mode
  readonly live: LiveSettings
  /** Whether each secret is stored; never its value. */
  readonly secrets: { readonly [K in SecretName]: boolean }
  /** Whether secrets can be stored: the OS keychain is there for Electron's safeStorage. */
  readonly secretStorage: boolean
  /** The mode the gateway is running in now. */
  readonly runningMode: Mode
  /** Kept by the shell itself; the renderer reads it only. */
  readonly window: WindowBounds
}

/** What `updateSettings` may change: anything else is refused. */
export const DesktopSettingsPatchSchema = Type.Object(
  { language: Type.Optional(LanguageSchema), updates: Type.Optional(UpdateSettingsSchema) },
  { additionalProperties: false },
)
type DesktopSettingsPatch = Readonly<Static<typeof DesktopSettingsPatchSchema>>

/**
 * The live-mode form as a whole. Secrets are write-only: a string stores a new one, null removes
 * it, an absent key keeps the stored one. Saved for the next start; `restartGateway` applies it now.
 */
export interface LiveSettingsUpdate {
  readonly mode: Mode
  readonly live: LiveSettings
  readonly secrets?: { readonly [K in SecretName]?: string | null }
}

export type LiveSettingsField = 'mode' | keyof LiveSettings | SecretName
export type LiveSettingsProblemCode = 'required' | 'invalid' | 'invalid_url' | 'https_required' | 'encryption_unavailable' | 'retype_for_new_address'
export interface LiveSettingsProblem {
  readonly field: LiveSettingsField
  readonly code: LiveSettingsProblemCode
}
export type LiveSettingsResult =
  | { readonly ok: true; readonly settings: DesktopSettings }
  | { readonly ok: false; readonly problems: readonly LiveSettingsProblem[] }

/** Why the gateway could not start again (the previous one is back when `restored`). */
export type RestartResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: string; readonly message: string; readonly restored: boolean }

export interface SaveFileFilter {
  readonly name: string
  /** Without the dot; only `pdf` and `csv` are accepted. */
  readonly extensions: readonly string[]
}

interface SaveFileRequest {
  readonly bytes: Uint8Array
  readonly suggestedName: string
  readonly filters: readonly SaveFileFilter[]
}

/** A system notification: plain text, one short line of title and a few of body. */
export const NotificationRequestSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    body: Type.String({ maxLength: 1000 }),
  },
  { additionalProperties: false },
)
export type NotificationRequest = Readonly<Static<typeof NotificationRequestSchema>>
/**
 * How a notification ended: `clicked` (the window has been brought to the front), `closed`
 * (dismissed, expired or replaced by newer ones), `unsupported` (this system shows none).
 */
export type NotificationOutcome = 'clicked' | 'closed' | 'unsupported'

/**
 * Where the updater is (main/updater.ts), for the Settings screen: `idle` before the first check
 * (or where the app cannot update itself), `checking`, `upToDate`, `available` (not downloaded:
 * nothing is without the user's yes), `downloading` with its percent, `ready` (installed when the
 * app quits, or at once on request), `failed` (offline, the release page unreachable…).
 */
type UpdateState = 'idle' | 'checking' | 'upToDate' | 'available' | 'downloading' | 'ready' | 'failed'
export interface UpdateStatus {
  readonly state: UpdateState
  /** The version offered, from `available` on. */
  readonly version?: string
  /** 0–100 while downloading. */
  readonly percent?: number
  /** When the last check ended (ISO 8601), once one has. */
  readonly checkedAt?: string
}

export interface DesktopApi {
  /** Asks the user where to save, writes the bytes there; the saved path, or null if cancelled. */
  saveFile(request: SaveFileRequest): Promise<string | null>
  /** Shows the data folder in the system's file manager. */
  openDataFolder(): Promise<void>
  getVersion(): Promise<string>
  getSettings(): Promise<DesktopSettings>
  updateSettings(patch: DesktopSettingsPatch): Promise<DesktopSettings>
  /** Validates and saves the live-mode form; field problems instead of an exception. */
  updateLiveSettings(update: LiveSettingsUpdate): Promise<LiveSettingsResult>
  /** Restarts the gateway with the saved settings and reloads the window on it. */
  restartGateway(): Promise<RestartResult>
  /** Shows a system notification; answers when it is clicked or gone. */
  showNotification(request: NotificationRequest): Promise<NotificationOutcome>
  getUpdateStatus(): Promise<UpdateStatus>
  /** Looks for an update now (Settings); what it finds is offered there, not in a dialog. */
  checkForUpdates(): Promise<UpdateStatus>
  /** Downloads the update offered (status `available`). */
  downloadUpdate(): Promise<UpdateStatus>
  /** Quits and installs the downloaded update (status `ready`). */
  installUpdate(): Promise<void>
  /** Calls `listener` with every new status; answers the function that stops it. */
  onUpdateStatus(listener: (status: UpdateStatus) => void): () => void
}
