/**
 * Starts the gateway (local-server) on 127.0.0.1 with a free port, in sandbox or live mode as the
 * settings say, and turns a failure into something the error window can explain. Where it runs
 * is the StartServer's business: its own process in the app (gateway-process.ts). Live mode's
 * secrets are decrypted here, handed to it in memory, and never logged.
 */
import type { ServerOptionsInput } from '../local-server/index.js'
import type { Mode } from '../preload/api.js'
import { WorkerStartError } from './gateway-process.js'
import { LiveSettingsError, liveServerOptions } from './live-settings.js'
import type { SecretBox } from './secrets.js'
import type { StoredSettings } from './settings.js'

export interface GatewayPaths {
  /** The sandbox's data folder: registry.sqlite and the stored files. */
  readonly dataDir: string
  /** Live mode's data folder: the local API key and the offline cache. */
  readonly liveDataDir: string
  /** The renderer's build served at `/`. */
  readonly webRoot: string
  /** better_sqlite3.node built for Electron; undefined uses the package's own (Node) build. */
  readonly nativeBinding: string | undefined
}

export interface Gateway {
  readonly url: string
  readonly origin: string
  readonly mode: Mode
  /** The data folder in use (the sandbox's or live mode's). */
  readonly dataDir: string
  /** Where the window opens: in live mode the UI's sign-in link with the local API key, else `url`. */
  entryUrl(): Promise<string>
  close(): Promise<void>
}

/** Why the gateway could not start, in words for the error window; `code` is stable. */
export interface GatewayFailure {
  readonly code: 'newer_data' | 'data_in_use' | 'native_module' | 'live_settings' | 'start_failed' | 'crashed'
  readonly message: string
  readonly cause: unknown
}

export type GatewayResult = { ok: true; gateway: Gateway } | { ok: false; failure: GatewayFailure }

/** A started server as main sees it, wherever it runs. */
export interface ServerHandle {
  /** `http://host:port`, with the port actually bound. */
  readonly url: string
  /** The process the server runs in (its own one in the app). */
  readonly pid: number | undefined
  /** Live mode: the sign-in link's path with the current local API key; undefined in the sandbox. */
  sessionPath(): Promise<string | undefined>
  /** Closes the server and its database; resolves once they are closed. */
  close(): Promise<void>
}

export interface ServerEvents {
  /** The server stopped without being asked to (its process died); the reason is for the log. */
  onCrash?(reason: string): void
}

export type StartServer = (options: ServerOptionsInput, events?: ServerEvents) => Promise<ServerHandle>

export function gatewayOptions(paths: GatewayPaths, logLevel: string, live?: ServerOptionsInput, port = 0): ServerOptionsInput {
  return {
    host: '127.0.0.1',
    // 0: the OS picks a free port, so two users or a running `serve` never collide.
    port,
    dataDir: live ? paths.liveDataDir : paths.dataDir,
    webRoot: paths.webRoot,
    logLevel,
    // The developer's request log (docs/request-log.md): on in the app, whose screens read it.
    requestLog: true,
    ...(paths.nativeBinding ? { nativeBinding: paths.nativeBinding } : {}),
    ...live,
  }
}

export function describeFailure(err: unknown): GatewayFailure {
  if (err instanceof WorkerStartError && err.failure.kind === 'newer_schema') return { code: 'newer_data', message: err.message, cause: err }
  if (err instanceof WorkerStartError && err.failure.kind === 'folder_in_use') return { code: 'data_in_use', message: err.message, cause: err }
  if (err instanceof LiveSettingsError) return { code: 'live_settings', message: err.message, cause: undefined }
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

export interface StartGatewayOptions {
  readonly secrets: SecretBox
  readonly logLevel?: string
  /** The port to listen on; 0 (default) picks a free one. A restart asks for the previous one. */
  readonly port?: number
  /** Called when the running gateway stops without being asked to. */
  readonly onCrash?: (reason: string) => void
}

export async function startGateway(
  start: StartServer,
  paths: GatewayPaths,
  settings: Pick<StoredSettings, 'mode' | 'live' | 'secrets'>,
  options: StartGatewayOptions,
): Promise<GatewayResult> {
  try {
    const live = settings.mode === 'live' ? liveServerOptions(settings as StoredSettings, options.secrets) : undefined
    const serverOptions = gatewayOptions(paths, options.logLevel ?? 'warn', live, options.port)
    const server = await start(serverOptions, options.onCrash ? { onCrash: options.onCrash } : {})
    return {
      ok: true,
      gateway: {
        url: server.url,
        origin: new URL(server.url).origin,
        mode: live ? 'live' : 'sandbox',
        dataDir: serverOptions.dataDir!,
        // Asked at each opening: regenerating the key changes the link.
        entryUrl: async () => `${server.url}${(live && (await server.sessionPath())) || ''}`,
        close: () => server.close(),
      },
    }
  } catch (err) {
    return { ok: false, failure: describeFailure(err) }
  }
}
