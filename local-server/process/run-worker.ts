/**
 * The gateway in its own process: starts the server when the parent says `start`, answers its
 * questions, and closes the server (and with it the database) on `close` or when the parent goes
 * away. The same server module as `serve` and the tests: only where it runs changes.
 */
import { FolderInUseError } from '../db/folder-lock.js'
import { NewerSchemaError } from '../db/migrate.js'
import type { RunningServer } from '../index.js'
import { InvalidOptionError, type ServerOptionsInput } from '../options.js'
import type { ParentChannel } from './parent-channel.js'
import { type GatewayQuestion, parseParentMessage, type StartFailure } from './protocol.js'

export interface WorkerDeps {
  readonly start: (options: ServerOptionsInput) => Promise<RunningServer>
  /** Ends the process once the server is closed after the parent went away. */
  readonly exit: (code: number) => void
  /** Where a refused message is reported (stderr: the parent's log collects it). */
  readonly warn: (message: string) => void
}

/** The parent needs the kind of a failure it explains differently, the words of the others. */
function startFailure(err: unknown): StartFailure {
  const kind =
    err instanceof NewerSchemaError
      ? 'newer_schema'
      : err instanceof FolderInUseError
        ? 'folder_in_use'
        : err instanceof InvalidOptionError
          ? 'invalid_option'
          : 'other'
  if (!(err instanceof Error)) return { kind, name: 'Error', message: String(err) }
  return { kind, name: err.name, message: err.message, ...(err.stack ? { stack: err.stack } : {}) }
}

function answer(server: RunningServer | undefined, question: GatewayQuestion): string | null {
  switch (question) {
    case 'sessionPath':
      return server?.app.gateway.sessionPath() ?? null
  }
}

export function runWorker(channel: ParentChannel, deps: WorkerDeps): void {
  let server: RunningServer | undefined
  let starting: Promise<unknown> | undefined
  let closing: Promise<string | undefined> | undefined
  const close = () => {
    closing ??= (async () => {
      // A close while starting waits for the start, so the database is never left open.
      await starting?.catch(() => undefined)
      try {
        await server?.close()
        return undefined
      } catch (err) {
        return err instanceof Error ? err.message : String(err)
      }
    })()
    return closing
  }
  channel.onMessage((raw) => {
    const parsed = parseParentMessage(raw)
    if (!parsed.ok) return deps.warn(`gateway worker: message refused: ${parsed.problem}`)
    const message = parsed.message
    if (message.type === 'start') {
      if (starting) return deps.warn('gateway worker: already started')
      starting = deps.start(message.options).then(
        (running) => {
          server = running
          channel.send({ type: 'ready', url: running.url })
        },
        (err: unknown) => channel.send({ type: 'failed', failure: startFailure(err) }),
      )
    } else if (message.type === 'ask') {
      channel.send({ type: 'answer', id: message.id, value: answer(server, message.question) })
    } else {
      void close().then((error) => channel.send({ type: 'closed', ...(error ? { error } : {}) }))
    }
  })
  // A parent that died without saying `close` (Node): the database is closed before this process ends.
  channel.onDisconnect(() => void close().then((error) => deps.exit(error ? 1 : 0)))
}
