import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance } from 'fastify'
import { Value } from 'typebox/value'
import { sharedSchemas } from './contract/common.js'
import type { AppContext } from './context.js'
import { createSandboxClock } from './core/clock.js'
import { createFileStore, sweepPartialFiles } from './core/files.js'
import { ensurePrivateFolder, makeFolderPrivate, PRIVATE_DIR_MODE, tightenContents } from './core/private-files.js'
import { createSettings } from './core/settings.js'
import { createTokenService, loadOrCreateSecret, type Principal } from './core/tokens.js'
import { createUserAccounts } from './core/users.js'
import { createSearchRunner } from './db/search-runner.js'
import { lockDataFolder } from './db/folder-lock.js'
import { refuseLostDatabase } from './db/lost-database.js'
import { type Db, openDatabase } from './db/open.js'
import { reseed, seedNewDatabase } from './db/seed/index.js'
import { createRegistrarReset } from './db/seed/registrar-reset.js'
import { finishPendingMoves } from './db/seed/reset-files.js'
import { isScaleGenerationUnfinished, UnfinishedScaleFolderError } from './db/seed/scale/unfinished.js'
import { areas, areaTags } from './features/index.js'
import { documentationOptions, isLive, registerGateway } from './gateway/index.js'
import { GATEWAY_TAG } from './gateway/routes.js'
import { answerClientError, createErrorHandling } from './plugins/errors.js'
import { registerOpenApi } from './plugins/openapi.js'
import { installJsonBodyParser } from './plugins/json-body.js'
import { installHeaderGuard } from './plugins/request-guards.js'
import { installValidation, serializersCompiledOnFirstUse } from './plugins/validation.js'
import { registerWeb } from './plugins/web.js'
import { deferredRequestLogger } from './plugins/request-logger.js'
import { redactUrl } from './request-log/redact.js'
import { REQUEST_LOG_TAG, registerRequestLogRoutes } from './request-log/routes.js'
import { InvalidOptionError, type ServerOptions, type ServerOptionsInput, ServerOptionsSchema } from './options.js'
import { idsAt, installRequestCapture, requestIdGenerator } from './request-log/capture.js'
import { createContractChecker, MONITOR_MAX_BODY_BYTES, MONITOR_MAX_FINDINGS } from './contract-monitor/checker.js'
import { addFileRules } from './faults/file.js'
import { installFaults } from './faults/hook.js'
import { faultOwners } from './faults/owner.js'
import { FAULTS_TAG, registerFaultRoutes } from './faults/routes.js'
import { createFaultRules } from './faults/rules.js'
import { createRequestLog, type RequestLog } from './request-log/recorder.js'
import { openRequestLogStore, REQUEST_LOG_FILE } from './request-log/store.js'

export function resolveOptions(input: ServerOptionsInput): ServerOptions {
  const withDefaults = Value.Default(ServerOptionsSchema, structuredClone(input)) as ServerOptions
  if (!Value.Check(ServerOptionsSchema, withDefaults)) {
    const first = Value.Errors(ServerOptionsSchema, withDefaults)[0]
    throw new InvalidOptionError(first?.instancePath.replace(/^\//, '') ?? '', first?.message ?? 'invalid')
  }
  return withDefaults
}

const FILES_FOLDER = 'files'
/** The identity of the folder whose contents were last made private whole (createContext). */
const PRIVATE_FOLDER_SETTING = 'files.privateFolder'

/** Empties a folder, keeping the folder itself. */
function wipeFolder(root: string): void {
  for (const entry of readdirSync(root, { withFileTypes: true })) rmSync(path.join(root, entry.name), { recursive: true, force: true })
}

const DAY_MS = 24 * 60 * 60 * 1000

const hasRegistrars = (db: Db) => db.prepare('SELECT 1 FROM registrars LIMIT 1').get() !== undefined

/** The request log of the data folder (request-log/), with the limits of `options`. */
function openRequestLog(options: ServerOptions, now: () => number, live: boolean): RequestLog {
  const limits = { maxRecords: options.requestLogMaxRecords, maxBytes: options.requestLogMaxMb * 1024 * 1024, maxAgeMs: options.requestLogMaxDays * DAY_MS }
  const store = openRequestLogStore(path.join(options.dataDir, REQUEST_LOG_FILE), limits, options.nativeBinding)
  // Live mode: the registry's answers are checked against the contract as they are logged.
  const monitor = live ? createContractChecker({ sharedSchemas, maxBodyBytes: MONITOR_MAX_BODY_BYTES, maxFindings: MONITOR_MAX_FINDINGS }) : undefined
  return createRequestLog({ store, now, options: { ...limits, bodyCapBytes: options.requestLogBodyKb * 1024 }, ...(monitor ? { monitor } : {}) })
}

/**
 * Records the data folder as private whole, without the walk: for a tool that made every file in
 * a new folder through this version's file store (`seed:scale`, 100k documents), so that the
 * first `serve` on it does not walk them all again while it answers.
 */
export function markFolderPrivate(ctx: AppContext): void {
  ctx.settings.set(PRIVATE_FOLDER_SETTING, makeFolderPrivate(ctx.options.dataDir))
}

/** Opens (or creates and seeds) a data folder and builds its context. */
export function createContext(options: ServerOptions, realNow: () => number = Date.now): AppContext {
  // Private (0700, files 0600): the folder itself at once, so nobody else can reach inside.
  const folder = makeFolderPrivate(options.dataDir)
  refuseLostDatabase(options.dataDir, FILES_FOLDER)
  const { db, migratedFrom } = openDatabase({
    file: path.join(options.dataDir, 'registry.sqlite'),
    ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
  })
  const settings = createSettings(db)
  if (isScaleGenerationUnfinished(settings)) {
    db.close()
    throw new UnfinishedScaleFolderError(options.dataDir)
  }
  // What it holds is tightened in the background, once per folder: this version writes every file
  // private, so only a copy (another identity) or an older version's folder (no mark) is walked.
  const closing = new AbortController()
  const privateFolder =
    settings.get(PRIVATE_FOLDER_SETTING) === folder
      ? Promise.resolve(undefined)
      : tightenContents(options.dataDir, closing.signal).then(
          // Marked only when walked whole, and while the database is open (a tool may close it first).
          (whole) => void (whole && db.open && settings.set(PRIVATE_FOLDER_SETTING, folder)),
          (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
        )
  const clock = createSandboxClock(settings, realNow)
  const files = createFileStore(path.join(options.dataDir, FILES_FOLDER))
  // Writes a crash or a stop cut short; this server is the folder's only one (db/folder-lock.ts).
  sweepPartialFiles(files.root)
  // The renames a registrar reset committed and a kill cut short.
  finishPendingMoves(files, settings)
  // A folder is seeded when it has no registrar: a new one, or one whose first seed or whole reset
  // was cut short (a crash, a full disk), since a seed commits after the schema and a reset's
  // delete before its seed. Its files are then no row's, left by that reset: they go first. A
  // seeded folder is migrated, never reseeded or wiped.
  if (migratedFrom === 0 || !hasRegistrars(db)) {
    if (migratedFrom > 0) rmSync(files.root, { recursive: true, force: true })
    seedNewDatabase(db, files, { now: clock.now(), empty: options.empty })
  } else if (options.reset) {
    // `serve --reset`: the whole sandbox, which only the one who runs the server may do.
    mkdirSync(files.root, { recursive: true, mode: PRIVATE_DIR_MODE })
    reseed(db, files, () => wipeFolder(files.root), { now: realNow() })
    clock.reset()
  }
  const tokens = createTokenService(loadOrCreateSecret(path.join(options.dataDir, 'token-secret')), options.tokenLifetimeSeconds, realNow)
  const accounts = createUserAccounts(db)
  const resetListeners: Array<() => void> = []
  // Users a token was checked against, remembered so that a request does not read the users table
  // again: nothing but a reset removes a user (the API cannot), and every reset clears them.
  const knownUsers = new Set<string>()
  // And the principals (one object per verified token, core/tokens.ts) already found among them,
  // which saves making the user's key for every request.
  let knownPrincipals = new WeakSet<Principal>()
  resetListeners.push(() => {
    knownUsers.clear()
    knownPrincipals = new WeakSet()
  })
  const registrarReset = createRegistrarReset({ nativeBinding: options.nativeBinding })
  return {
    options,
    privateFolder,
    stopBackgroundWork: () => closing.abort(),
    db,
    search: createSearchRunner(db),
    clock,
    realNow,
    settings,
    files,
    tokens,
    accounts,
    auth: {
      authenticate(token) {
        const p = tokens.verify(token)
        if (!p) return undefined
        if (knownPrincipals.has(p)) return p
        const user = `${p.userId} ${p.registrarId}`
        if (!knownUsers.has(user)) {
          if (!accounts.exists(p.userId, p.registrarId)) return undefined
          knownUsers.add(user)
        }
        knownPrincipals.add(p)
        return p
      },
    },
    reset() {
      mkdirSync(files.root, { recursive: true, mode: PRIVATE_DIR_MODE })
      reseed(db, files, () => wipeFolder(files.root), { now: realNow() })
      clock.reset()
      for (const listener of resetListeners) listener()
    },
    resetRegistrar(registrarId) {
      registrarReset.reset(db, files, registrarId, realNow())
      for (const listener of resetListeners) listener()
    },
    onReset: (listener) => void resetListeners.push(listener),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    /** Present when `options.requestLog` is on. */
    requestLog?: RequestLog
  }
}

/**
 * The whole server as a Fastify instance that does not listen yet: tests inject into it, `serve`
 * and the desktop app listen on it.
 */
export async function buildApp(input: ServerOptionsInput, deps: { realNow?: () => number } = {}): Promise<FastifyInstance> {
  const held = createHoldings()
  try {
    return await assembleApp(input, deps, held)
  } catch (err) {
    // A start that fails lets go of what it had opened: the folder's lock above all.
    held.releaseAll()
    throw err
  }
}

/** What a server holds open (the folder's lock, its databases, a temporary folder), let go in reverse order, once. */
function createHoldings() {
  const releases: Array<() => void> = []
  return {
    add: (release: () => void) => void releases.push(release),
    releaseAll() {
      for (const release of releases.splice(0).reverse()) release()
    },
  }
}

async function assembleApp(input: ServerOptionsInput, deps: { realNow?: () => number }, held: ReturnType<typeof createHoldings>): Promise<FastifyInstance> {
  const options = resolveOptions(input)
  // Live mode (gateway/): the areas only document the API; their context lives in a throwaway folder.
  const docs = isLive(options) ? documentationOptions(options) : undefined
  const live = docs !== undefined
  if (docs) held.add(docs.cleanup)
  // The data folder is this server's alone while it runs (db/folder-lock.ts), in both modes.
  const folderLock = lockDataFolder(options.dataDir, { nativeBinding: options.nativeBinding })
  held.add(() => folderLock.release())
  const ctx = createContext(docs?.options ?? options, deps.realNow)
  held.add(() => ctx.db.close())
  held.add(() => ctx.stopBackgroundWork())
  const errors = createErrorHandling(ctx.clock.now)
  const app = Fastify({
    logger:
      options.logLevel === 'silent'
        ? false
        : {
            level: options.logLevel,
            // The gateway's sign-in link carries the local API key: it never reaches a log.
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    // Each request's logger is made when it logs, not for every request (plugins/request-logger.ts).
    ...(options.logLevel === 'silent' ? {} : { childLoggerFactory: deferredRequestLogger }),
    bodyLimit: 1024 * 1024,
    // Every answer carries an X-Request-Id: the caller's own when usable (request-log/capture.ts).
    genReqId: requestIdGenerator(),
    requestIdHeader: false,
    // A request without Host reaches the header guard (plugins/request-guards.ts), which answers it
    // with an id and a body; Node's own answer has neither.
    http: { requireHostHeader: false },
    // Response serializers are compiled when first used, not all at start-up (plugins/validation.ts).
    schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnFirstUse() } },
    clientErrorHandler: answerClientError(ctx.clock.now, idsAt(deps.realNow ?? Date.now)),
    // The router's own refusals (a path parameter over its length, a malformed escape) go to the
    // error handler (plugins/errors.ts), so that they answer in the project's error kinds.
    frameworkErrors: errors.frameworkErrors,
    // Multipart uploads are limited by their own setting; everything else is small JSON.
  })
  app.decorate('ctx', ctx)
  // The log lives in the data folder itself in both modes (live mode's ctx is a throwaway one).
  if (live && options.requestLog) await ensurePrivateFolder(options.dataDir)
  const requestLog = options.requestLog ? openRequestLog(options, deps.realNow ?? Date.now, live) : undefined
  if (requestLog) held.add(() => requestLog.close())
  if (requestLog) app.decorate('requestLog', requestLog)
  void ctx.privateFolder.then((err) => err && app.log.error({ err }, 'could not make the whole data folder private'))
  app.addHook('onClose', async () => {
    ctx.stopBackgroundWork()
    await ctx.privateFolder
    held.releaseAll()
  })
  for (const s of sharedSchemas) app.addSchema(s)
  installValidation(app, sharedSchemas)
  installJsonBodyParser(app)
  errors.install(app)
  // First of the request hooks: even an answer the guards refuse carries its X-Request-Id (and is logged).
  const capture = installRequestCapture(app, requestLog, {
    now: deps.realNow ?? Date.now,
    bodyCapBytes: options.requestLogBodyKb * 1024,
    monitorCapBytes: MONITOR_MAX_BODY_BYTES,
    // Live mode's tokens are the registry's: none is this sandbox's to read.
    ...(live ? {} : { registrarOfToken: (token: string) => ctx.tokens.registrarOf(token) }),
  })
  installHeaderGuard(app)
  const operationIds = new Set(areas.flatMap((area) => area.operations.map((op) => op.id)))
  const faults = createFaultRules({ isOperation: (id) => operationIds.has(id) })
  if (options.faultsFile) addFileRules(faults, options.faultsFile)
  // Each registrar's rules apply to its own callers only; live mode has one registrar.
  const faultOwnersOf = faultOwners(
    live
      ? undefined
      : {
          ofValidToken: (token) => ctx.tokens.verify(token)?.registrarId,
          ofToken: (token) => ctx.tokens.registrarOf(token),
          ofUsername: (username) => ctx.accounts.byUsername(username)?.registrarId,
        },
  )
  await app.register(formbody)
  await registerOpenApi(app, [...areaTags, GATEWAY_TAG, REQUEST_LOG_TAG, FAULTS_TAG], { live })
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  await registerGateway(app, options, ctx.auth, deps.realNow, {
    install: () => installFaults(app, faults, { capture, owners: faultOwnersOf }),
    activeCount: (request) => {
      const registrarId = faultOwnersOf.of(request)
      return registrarId === undefined ? 0 : faults.activeCount(registrarId)
    },
  })
  registerRequestLogRoutes(app, { auth: ctx.auth, log: requestLog, live, now: deps.realNow ?? Date.now })
  registerFaultRoutes(app, { auth: ctx.auth, rules: faults, live })
  for (const area of areas) if (!docs || !area.sandboxOnly) await area.register(app, ctx)
  await registerWeb(app, options.webRoot)
  return app
}
