// Types for scripts/desktop-native.mjs (tests import it).
export declare const projectRoot: string
export declare const NATIVE_FILE: string
export declare const INFO_FILE: string
export interface WantedBuild {
  electron: string
  abi: string
  betterSqlite3: string
  sqliteDir: string
}
export declare function nativeFolder(platform: string, arch: string, root?: string): string
export declare function wantedBuild(root?: string): WantedBuild
export declare function isCurrent(folder: string, wanted: Pick<WantedBuild, 'electron' | 'abi' | 'betterSqlite3'>): boolean
export declare function abiFromLoadError(message: string): string | null
export declare function checkElectronAbi(
  file: string,
  wantedAbi: string,
  dlopen?: (file: string) => void,
): { ok: true } | { ok: false; reason: string }
export declare function findElectronBinary(root?: string, env?: Record<string, string | undefined>): { binary: string; missing?: undefined } | { binary?: undefined; missing: string }
