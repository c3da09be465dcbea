/**
 * Where the shell finds its pieces, for a packaged app and for `npm start`. Pure: the caller passes
 * what Electron knows (app path, resources path, userData), so tests need no Electron.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

export interface PathInputs {
  readonly isPackaged: boolean
  /** app.getAppPath(): the project root under `npm start`, app.asar when packaged. */
  readonly appPath: string
  /** process.resourcesPath: where extraResources land when packaged. */
  readonly resourcesPath: string
  readonly userData: string
  readonly logs: string
  readonly platform: NodeJS.Platform
  readonly arch: string
  readonly exists?: (file: string) => boolean
}

export interface ShellPaths {
  /** The sandbox's data folder. */
  readonly dataDir: string
  /** Live mode's: the local API key and the offline cache, apart from the demo data. */
  readonly liveDataDir: string
  readonly webRoot: string
  readonly preload: string
  readonly nativeBinding: string | undefined
  readonly settingsFolder: string
  readonly logFile: string
}

/** Relative to the project root: where scripts/rebuild-electron-sqlite.mjs puts the Electron build. */
export function nativeBuildFolder(platform: string, arch: string): string {
  return path.join('build', 'native', `${platform}-${arch}`)
}

export const NATIVE_FILE = 'better_sqlite3.node'

/**
 * The gateway's worker: the main build's second entry (electron.vite.config.ts), so
 * out/main/gateway-worker.js beside main's own bundle, in app.asar when packaged (a utility
 * process runs a file from inside it; better_sqlite3.node comes from resources/native, outside).
 */
export const GATEWAY_WORKER_ENTRY = 'gateway-worker'

export function resolvePaths(input: PathInputs): ShellPaths {
  const exists = input.exists ?? existsSync
  // Packaged, electron-builder copies the binary to resources/native (extraResources), outside
  // the asar archive: a .node file cannot be loaded from inside one.
  const native = input.isPackaged
    ? path.join(input.resourcesPath, 'native', NATIVE_FILE)
    : path.join(input.appPath, nativeBuildFolder(input.platform, input.arch), NATIVE_FILE)
  return {
    dataDir: path.join(input.userData, 'sandbox'),
    liveDataDir: path.join(input.userData, 'live'),
    webRoot: path.join(input.appPath, 'out', 'renderer'),
    preload: path.join(input.appPath, 'out', 'preload', 'index.cjs'),
    nativeBinding: exists(native) ? native : undefined,
    settingsFolder: input.userData,
    logFile: path.join(input.logs, 'main.log'),
  }
}

/** The environment variable that puts the app's own folder elsewhere (tests/electron: a folder per test). */
export const USER_DATA_ENV = 'REGISTRAR_DESK_USER_DATA'

/**
 * The app's own folder (settings, the sandbox's data, logs): the OS's application-data place
 * (`appData`) under the product's name, the same under `npm start` and packaged; or the folder
 * `REGISTRAR_DESK_USER_DATA` names, when it is an absolute path.
 */
export function userDataFolder(appData: string, productName: string, env: Readonly<Record<string, string | undefined>>): string {
  const chosen = env[USER_DATA_ENV]
  return chosen && path.isAbsolute(chosen) ? chosen : path.join(appData, productName)
}
