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

export interface DesktopSettings {
  readonly language: Language
  readonly mode: Mode
  /** Base address of the real registry, used in live mode. */
  readonly upstream?: string
  /** Kept by the shell itself; the renderer reads it only. */
  readonly window: WindowBounds
}

/** What the renderer may change. Mode and upstream take effect at the next start. */
export interface DesktopSettingsPatch {
  readonly language?: Language
  readonly mode?: Mode
  readonly upstream?: string
}

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
}
