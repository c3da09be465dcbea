/**
 * The desktop shell's API as the renderer sees it (`window.desktop`), and the IPC channels behind
 * it. Channels are declared here only; main and the preload both import them from this file.
 * This file has no runtime imports, so the sandboxed preload bundle stays a single file.
 */

export const DESKTOP_CHANNELS = {
  saveFile: 'desktop:save-file',
  openDataFolder: 'desktop:open-data-folder',
  getVersion: 'desktop:get-version',
  getSettings: 'desktop:get-settings',
  updateSettings: 'desktop:update-settings',
  updateLiveSettings: 'desktop:update-live-settings',
  restartGateway: 'desktop:restart-gateway',
} as const

export type DesktopChannel = (typeof DESKTOP_CHANNELS)[keyof typeof DESKTOP_CHANNELS]

/** The name under which the preload exposes the API on `window`. */
export const DESKTOP_GLOBAL = 'desktop'

export type Language = 'it' | 'en'
/** `sandbox`: the embedded registry; `live`: the gateway in front of a real registry. */
export type Mode = 'sandbox' | 'live'

export interface WindowBounds {
  readonly x?: number
  readonly y?: number
  readonly width: number
  readonly height: number
  readonly maximized: boolean
}

/** Which of the registry's platforms live mode talks to; `test` has no darwin operations. */
export type RegistryPlatform = 'production' | 'test'
/** A pasted bearer token, or an OAuth 2 token endpoint with the password or client-credentials grant. */
export type AuthKind = 'token' | 'password' | 'client'
/** The secrets: stored encrypted by main, written by the renderer, never read back by it. */
export type SecretName = 'token' | 'password' | 'clientSecret'

/** Live mode's settings, without the secrets. */
export interface LiveSettings {
  readonly platform: RegistryPlatform
  /** Base addresses of the registry (without /v1): https, or http on 127.0.0.1/localhost. */
  readonly productionUrl?: string
  readonly testUrl?: string
  readonly auth: AuthKind
  /** OAuth 2 token endpoint (password and client grants). */
  readonly tokenUrl?: string
  readonly username?: string
  /** Scopes asked for, space-separated (optional). */
  readonly scope?: string
  /** Client of the client-credentials grant (optional for the password grant). */
  readonly clientId?: string
}

export interface DesktopSettings {
  readonly language: Language
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

/** What `updateSettings` may change. */
export interface DesktopSettingsPatch {
  readonly language?: Language
}

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
export type LiveSettingsProblemCode = 'required' | 'invalid' | 'invalid_url' | 'https_required' | 'encryption_unavailable'
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

export interface SaveFileRequest {
  readonly bytes: Uint8Array
  readonly suggestedName: string
  readonly filters: readonly SaveFileFilter[]
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
}
