import { inject, type InjectionKey } from 'vue'
import type {
  DesktopSettings,
  Language,
  LiveSettingsResult,
  LiveSettingsUpdate,
  NotificationOutcome,
  NotificationRequest,
  RestartResult,
  UpdateSettings,
  UpdateStatus,
} from '../../../preload/api'

export type { DesktopSettings }

/** Live mode's settings as the desktop app keeps them (secrets are write-only). */
export interface LiveSettingsAccess {
  /** The saved settings: secrets only as "set or not", and the mode running now. */
  read(): Promise<DesktopSettings>
  /** Validates and saves for the next start; field problems instead of an exception. */
  save(update: LiveSettingsUpdate): Promise<LiveSettingsResult>
  /** Restarts the local gateway with the saved settings; the window reloads on success. */
  restart(): Promise<RestartResult>
}

/** A file's bytes, whole or as the chunks it was written in. */
export type FileData = Uint8Array | readonly Uint8Array[]

/** The chunks joined into one array (a whole file is returned as it is). */
export function joinChunks(data: FileData): Uint8Array {
  if (data instanceof Uint8Array) return data
  const out = new Uint8Array(data.reduce((n, c) => n + c.byteLength, 0))
  let at = 0
  for (const chunk of data) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}

export interface FileFilter {
  name: string
  extensions: string[]
}

/**
 * What the shell around the screens offers. The desktop app and the web build each implement it;
 * screens receive it by injection and never know which one they run in.
 */
/** The desktop app's update settings, whether this copy can update itself at all, and the updater's status. */
export interface UpdatesAccess {
  read(): Promise<{ readonly updates: UpdateSettings; readonly supported: boolean }>
  save(updates: UpdateSettings): Promise<UpdateSettings>
  status(): Promise<UpdateStatus>
  /** Looks for an update now; what it finds is offered on the screen, not in a dialog. */
  check(): Promise<UpdateStatus>
  download(): Promise<UpdateStatus>
  /** Quits the app and installs the downloaded update. */
  install(): Promise<void>
  /** Follows the status; answers the function that stops following. */
  watch(listener: (status: UpdateStatus) => void): () => void
}

export interface Platform {
  readonly kind: 'desktop' | 'web'
  /**
   * Saves bytes where the user chooses; answers where, or null when cancelled. A file may come as
   * the chunks it was produced in (a long export), so that nobody joins them before the shell.
   */
  saveFile(data: FileData, suggestedName: string, filters: FileFilter[]): Promise<string | null>
  /** Opens the data folder in the system's file manager (desktop only). */
  openDataFolder?(): Promise<void>
  appVersion(): Promise<string>
  /**
   * Desktop only: the app's own live-mode settings. The web build has none: `serve` takes them
   * from its flags and environment.
   */
  liveSettings?: LiveSettingsAccess
  /** Desktop only: updates from the project's releases (main/updater.ts), on or off and their channel. */
  updates?: UpdatesAccess
  /**
   * Desktop only: a system notification. Answers `clicked` once the user clicked it (the window
   * is then in front), else how it ended. The web build tells alerts in its in-app list only.
   */
  notify?(message: NotificationRequest): Promise<NotificationOutcome>
  /** Desktop only: the interface's language, for what the shell draws itself (the menu). */
  setLanguage?(language: Language): Promise<void>
}

export const PlatformKey: InjectionKey<Platform> = Symbol('platform')

export function usePlatform(): Platform {
  const platform = inject(PlatformKey)
  if (!platform) throw new Error('no platform provided')
  return platform
}
