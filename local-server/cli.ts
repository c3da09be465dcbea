/**
 * `npm run serve -- [--host H] [--port P] [--data DIR] [--empty] [--reset] [--max-upload-mb N]
 * [--faults FILE] [--request-log] [--request-log-max-records N] [--request-log-max-mb N] [--request-log-max-days N] [--request-log-body-kb N]`:
 * the embedded registry, the web UI at `/` and `/openapi.json` on one origin.
 * Live mode (docs/live-mode.md): `--upstream URL [--token T | --token-url URL --username U
 * --password P [--scope S] | --token-url URL --client-id I --client-secret S]`, each also
 * readable from the environment (REGISTRY_UPSTREAM, REGISTRY_TOKEN…; flags win).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { FolderInUseError } from './db/folder-lock.js'
import { LostDatabaseError } from './db/lost-database.js'
import { ForeignDatabaseError, NewerSchemaError } from './db/migrate.js'
import { UnfinishedScaleFolderError } from './db/seed/scale/unfinished.js'
import { nodeSqliteBinding } from './db/node-binding.js'
import { startServer } from './index.js'
import { InvalidOptionError, type ServerOptionsInput } from './options.js'

// For scripts/server-warm-up.mjs, which starts the bundle once (with serveOptions) to write its code cache.
export { startServer }

/** Live-mode flags, their environment variables and options (secrets are better given by environment: argv is visible to `ps`). */
const LIVE_FLAGS = [
  ['upstream', 'REGISTRY_UPSTREAM', 'upstream'],
  ['platform', 'REGISTRY_PLATFORM', 'platform'],
  ['token', 'REGISTRY_TOKEN', 'token'],
  ['token-url', 'REGISTRY_TOKEN_URL', 'tokenUrl'],
  ['username', 'REGISTRY_USERNAME', 'username'],
  ['password', 'REGISTRY_PASSWORD', 'password'],
  ['scope', 'REGISTRY_SCOPE', 'scope'],
  ['client-id', 'REGISTRY_CLIENT_ID', 'clientId'],
  ['client-secret', 'REGISTRY_CLIENT_SECRET', 'clientSecret'],
] as const

/** The request log's limits (docs/request-log.md): flag and option. */
const REQUEST_LOG_FLAGS = [
  ['request-log-max-records', 'requestLogMaxRecords'],
  ['request-log-max-mb', 'requestLogMaxMb'],
  ['request-log-max-days', 'requestLogMaxDays'],
  ['request-log-body-kb', 'requestLogBodyKb'],
] as const

export function parseServeArgs(argv: string[], env: NodeJS.ProcessEnv = {}): ServerOptionsInput {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      'allowed-hosts': { type: 'string' },
      port: { type: 'string' },
      data: { type: 'string' },
      empty: { type: 'boolean' },
      reset: { type: 'boolean' },
      'max-upload-mb': { type: 'string' },
      'log-level': { type: 'string' },
      'web-root': { type: 'string' },
      resolver: { type: 'string' },
      'dns-port': { type: 'string' },
      ...Object.fromEntries(LIVE_FLAGS.map(([flag]) => [flag, { type: 'string' as const }])),
      'cache-max-mb': { type: 'string' },
      faults: { type: 'string' },
      'request-log': { type: 'boolean' },
      ...Object.fromEntries(REQUEST_LOG_FLAGS.map(([flag]) => [flag, { type: 'string' as const }])),
    },
    strict: true,
  })
  const num = (flag: string, v: string | undefined) => {
    if (v === undefined) return undefined
    const n = Number(v)
    if (v.trim() === '' || !Number.isFinite(n)) throw new Error(`--${flag} must be a number, not '${v}'`)
    return n
  }
  const options: ServerOptionsInput = {}
  if (values.host !== undefined) options.host = values.host
  if (values['allowed-hosts'] !== undefined) options.allowedHosts = values['allowed-hosts'].split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)
  const port = num('port', values.port)
  if (port !== undefined) options.port = port
  if (values.data !== undefined) options.dataDir = values.data
  if (values.empty) options.empty = true
  if (values.reset) options.reset = true
  const mb = num('max-upload-mb', values['max-upload-mb'])
  if (mb !== undefined) options.maxUploadMb = mb
  if (values['log-level'] !== undefined) options.logLevel = values['log-level']
  if (values['web-root'] !== undefined) options.webRoot = values['web-root']
  if (values.resolver !== undefined) options.resolver = values.resolver
  const dnsPort = num('dns-port', values['dns-port'])
  if (dnsPort !== undefined) options.dnsPort = dnsPort
  const live = values as Record<string, string | undefined>
  for (const [flag, variable, option] of LIVE_FLAGS) {
    const value = live[flag] ?? env[variable]
    if (value !== undefined && value !== '') (options as Record<string, unknown>)[option] = value
  }
  if (options.platform !== undefined && options.platform !== 'production' && options.platform !== 'test') {
    throw new Error(`--platform must be production or test, not '${options.platform}'`)
  }
  const cacheMb = num('cache-max-mb', values['cache-max-mb'] ?? env.REGISTRY_CACHE_MAX_MB)
  if (cacheMb !== undefined) options.cacheMaxMb = cacheMb
  if (values.faults !== undefined) options.faultsFile = values.faults
  if (values['request-log']) options.requestLog = true
  for (const [flag, option] of REQUEST_LOG_FLAGS) {
    const n = num(flag, live[flag])
    if (n !== undefined) (options as Record<string, unknown>)[option] = n
  }
  return options
}

/** What a launcher knows better than the working folder: where the web build it ships lies. */
interface ServeDefaults {
  webRoot?: string
}

/**
 * The server's options as `serve` runs it: its flags (`parseServeArgs`), then what stands where no
 * flag is given. Also what scripts/server-warm-up.mjs starts the new bundle with, so that the code
 * cache it writes holds what a `serve` runs (a logger, the native module named outright).
 */
export function serveOptions(argv: string[], env: NodeJS.ProcessEnv, defaults: ServeDefaults = {}): ServerOptionsInput {
  const options = parseServeArgs(argv, env)
  options.webRoot ??= defaults.webRoot ?? path.resolve('out/web')
  options.logLevel ??= 'warn'
  const binding = options.nativeBinding ?? nodeSqliteBinding()
  if (binding !== undefined) options.nativeBinding = binding
  return options
}

/**
 * Runs `serve` with its command-line arguments; exits the process on a fatal error. `defaults`
 * stand where no flag is given: the published sandbox (build/sandbox/launcher.cjs) passes the web
 * build beside it, whatever folder it is started in; `npm run serve` (scripts/serve.cjs) the project's
 * out/web, likewise. Without one, out/web of the working folder.
 */
export async function runServe(argv: string[], defaults: ServeDefaults = {}): Promise<void> {
  let options: ServerOptionsInput
  try {
    options = serveOptions(argv, process.env, defaults)
  } catch (err) {
    console.error(`serve: ${(err as Error).message}`)
    process.exit(2)
  }
  try {
    const server = await startServer(options)
    console.log(`listening on ${server.url}`)
    const apiKey = server.app.gateway.apiKey()
    if (apiKey !== undefined) {
      // The contract's line, then the link that opens the web UI signed in.
      console.log(`api key: ${apiKey}`)
      console.log(`web ui: ${server.url}${server.app.gateway.sessionPath()}`)
    }
    const stop = () => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  } catch (err) {
    if (err instanceof InvalidOptionError) {
      const flag = `--${err.option.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^data-dir$/, 'data')}`
      console.error(`serve: ${flag} ${err.reason}`)
      process.exit(2)
    }
    console.error(startFailureText(err))
    process.exit(1)
  }
}

/**
 * What a refused start prints: the folder's own refusals say what to do; a failure of the file
 * system or of SQLite (an unreadable folder, a file that is no database) is told in one line with
 * its code; only an error nobody foresaw keeps its stack, which is what finds its cause.
 */
export function startFailureText(err: unknown): string {
  if (err instanceof NewerSchemaError || err instanceof FolderInUseError || err instanceof UnfinishedScaleFolderError || err instanceof ForeignDatabaseError || err instanceof LostDatabaseError) {
    return `serve: ${err.message}`
  }
  const code = (err as { code?: unknown } | null)?.code
  if (err instanceof Error && typeof code === 'string') return `serve: could not start: ${err.message} (${code})`
  return `serve: could not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`
}

if (process.argv[1] && /cli\.[cm]?[jt]s$/.test(process.argv[1])) void runServe(process.argv.slice(2))
