import type { SandboxClock } from './core/clock.js'
import type { FileStore } from './core/files.js'
import type { Settings } from './core/settings.js'
import type { TokenService } from './core/tokens.js'
import type { UserAccounts } from './core/users.js'
import type { Db } from './db/open.js'
import type { SearchRunner } from './db/search-runner.js'
import type { AuthDeps } from './mount.js'
import type { ServerOptions } from './options.js'

/** Everything an area needs, made once by buildApp and passed down; no module keeps state. */
export interface AppContext {
  readonly options: ServerOptions
  /**
   * Settles when everything in the data folder is private (core/private-files.ts: the folder
   * itself is at once, its contents in the background), with the error if something could not be.
   */
  readonly privateFolder: Promise<Error | undefined>
  /** Stops work still running in the background (the folder walk above): the app is closing. */
  stopBackgroundWork(): void
  readonly db: Db
  /** Runs every paged search (one statement cache per app). */
  readonly search: SearchRunner
  readonly clock: SandboxClock
  /** Real time (token expiry, sign-in throttling): unlike `clock`, the sandbox cannot move it. */
  readonly realNow: () => number
  readonly settings: Settings
  readonly files: FileStore
  readonly tokens: TokenService
  readonly accounts: UserAccounts
  readonly auth: AuthDeps
  /** Every registrar's rows and files, and the clock, back to the demo data set (`serve --reset`). */
  reset(): void
  /** One registrar's rows and files back to its demo data; other registrars and the clock untouched (`POST /sandbox/reset`). */
  resetRegistrar(registrarId: number): void
  /** Runs `listener` after every reset: in-memory caches of the data clear themselves here. */
  onReset(listener: () => void): void
}
