import { inject, type InjectionKey } from 'vue'
import type { DesktopSettings, LiveSettingsResult, LiveSettingsUpdate, RestartResult } from '../../../preload/api'

export type { DesktopSettings,    }

/** Live mode's settings as the desktop app keeps them (secrets are write-only). */
export interface LiveSettingsAccess {
  /** The saved settings: secrets only as "set or not", and the mode running now. */
  read(): Promise<DesktopSettings>
  /** Validates and saves for the next start; field problems instead of an exception. */
  save(update: LiveSettingsUpdate): Promise<LiveSettingsResult>
  /** Restarts the local gateway with the saved settings; the window reloads on success. */
  restart(): Promise<RestartResult>
}

export interface FileFilter {
  name: string
  extensions: string[]
}

/**
 * What the shell around the screens offers. The desktop app and the web build each implement it;
 * screens receive it by injection and never know which one they run in.
 */
export interface Platform {
  readonly kind: 'desktop' | 'web'
  /** Saves bytes where the user chooses; answers where, or null when cancelled. */
  saveFile(data: Uint8Array, suggestedName: string, filters: FileFilter[]): Promise<string | null>
  /** Opens the data folder in the system's file manager (desktop only). */
  openDataFolder?(): Promise<void>
  appVersion(): Promise<string>
  /**
   * Desktop only: the app's own live-mode settings. The web build has none: `serve` takes them
   * from its flags and environment.
   */
  liveSettings?: LiveSettingsAccess
}

export const PlatformKey: InjectionKey<Platform> = Symbol('platform')

export function usePlatform(): Platform {
  const platform = inject(PlatformKey)
  if (!platform) throw new Error('no platform provided')
  return platform
}
