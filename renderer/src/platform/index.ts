import { inject, type InjectionKey } from 'vue'

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
}

export const PlatformKey: InjectionKey<Platform> = Symbol('platform')

export function usePlatform(): Platform {
  const platform = inject(PlatformKey)
  if (!platform) throw new Error('no platform provided')
  return platform
}
