/**
 * Starts the gateway (local-server) inside the main process on 127.0.0.1 with a free port, and
 * turns a failure into something the error window can explain.
 */
import { NewerSchemaError } from '../local-server/db/migrate.js'
import type { RunningServer } from '../local-server/index.js'
import type { ServerOptionsInput } from '../local-server/options.js'
import type { DesktopSettings } from '../preload/api.js'

export interface GatewayPaths {
  /** The data folder: registry.sqlite and the stored files. */
  readonly dataDir: string
  /** The renderer's build served at `/`. */
  readonly webRoot: string
  /** better_sqlite3.node built for Electron; undefined uses the package's own (Node) build. */
  readonly nativeBinding: string | undefined
}

export interface Gateway {
  readonly url: string
  readonly origin: string
  close(): Promise<void>
}

/** Why the gateway could not start, in words for the error window; `code` is stable. */
export interface GatewayFailure {
  readonly code: 'newer_data' | 'native_module' | 'live_unavailable' | 'start_failed'
  readonly message: string
  readonly cause: unknown
}

export type GatewayResult = { ok: true; gateway: Gateway } | { ok: false; failure: GatewayFailure }

export type StartServer = (options: ServerOptionsInput) => Promise<RunningServer>

export function gatewayOptions(paths: GatewayPaths, logLevel: string): ServerOptionsInput {
  return {
    host: '127.0.0.1',
    // 0: the OS picks a free port, so two users or a running `serve` never collide.
    port: 0,
    dataDir: paths.dataDir,
    webRoot: paths.webRoot,
    logLevel,
    ...(paths.nativeBinding ? { nativeBinding: paths.nativeBinding } : {}),
  }
}

export function describeFailure(err: unknown): GatewayFailure {
  if (err instanceof NewerSchemaError) return { code: 'newer_data', message: err.message, cause: err }
  const message = err instanceof Error ? err.message : String(err)
  // A better-sqlite3 built for Node instead of Electron (or missing) fails here.
  if (/NODE_MODULE_VERSION|better_sqlite3\.node|was compiled against a different Node\.js version/.test(message)) {
    return {
      code: 'native_module',
      message: `The database module does not match this version of Electron: ${message}`,
      cause: err,
    }
  }
  return { code: 'start_failed', message, cause: err }
}

export async function startGateway(
  start: StartServer,
  paths: GatewayPaths,
  settings: Pick<DesktopSettings, 'mode'>,
  logLevel = 'warn',
): Promise<GatewayResult> {
  if (settings.mode === 'live') {
    // The server has no live options yet: say so instead of silently opening the sandbox.
    return {
      ok: false,
      failure: {
        code: 'live_unavailable',
        message: 'Live mode is not available in this version. Switch back to the sandbox in the settings file.',
        cause: undefined,
      },
    }
  }
  try {
    const server = await start(gatewayOptions(paths, logLevel))
    return { ok: true, gateway: { url: server.url, origin: new URL(server.url).origin, close: () => server.close() } }
  } catch (err) {
    return { ok: false, failure: describeFailure(err) }
  }
}
