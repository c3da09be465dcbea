/**
 * The gateway in its own process, seen from its parent: a StartServer that forks the worker
 * (local-server/process/worker.ts), sends it the options over the IPC channel (live mode's
 * secrets never go through argv or the environment), and turns its messages back into the
 * ServerHandle main uses. A long query then blocks the worker, never the window, menus or dialogs.
 * The fork is passed in: Electron's utilityProcess in main/index.ts, Node's child_process in the
 * tests and the benchmark.
 */
import type { ChildProcess } from 'node:child_process'
import type { UtilityProcess } from 'electron'
import { type ParentMessage, parseChildMessage, type StartFailure } from '../local-server/process/protocol.js'
import type { ServerHandle, StartServer } from './gateway.js'
import type { Log } from './log.js'

/** The child as either runtime gives it, reduced to what the parent uses. */
export interface WorkerProcess {
  readonly pid: number | undefined
  post(message: ParentMessage): void
  onMessage(listener: (message: unknown) => void): void
  /** `code` null when a signal ended it (Node). */
  onExit(listener: (code: number | null, signal?: string | null) => void): void
  kill(): void
}

export type ForkWorker = () => WorkerProcess

/**
 * Node's flags for the worker (docs/performance.md, "Memory"). A young generation of at most 2 MB
 * a half instead of 16: under a steady load of small requests V8 grows it to the maximum, memory
 * spent for no speed measured here. An old generation that grows by 30 % over what survived its
 * last full collection before the next one, instead of up to 4 times on a machine with plenty of
 * memory: under a load of requests each promotes a few KB that die soon after, and the sandbox
 * grew from 21 to 53 MB of old generation, nearly all garbage, before one full collection (each
 * takes 5–20 ms; CPU time per request unchanged within the noise). No cap (--max-old-space-size):
 * a large import or reset may need more, and a capped worker would crash instead.
 */
export const WORKER_EXEC_ARGV: readonly string[] = ['--max-semi-space-size=2', '--heap-growing-percent=30']

/** The server refused to start; `failure.kind` says which of the errors main explains apart it was. */
export class WorkerStartError extends Error {
  constructor(readonly failure: StartFailure) {
    super(failure.message)
    this.name = failure.name
    if (failure.stack) this.stack = failure.stack
  }
}

/** Electron's utility process (main/index.ts). */
export function fromUtilityProcess(child: UtilityProcess): WorkerProcess {
  return {
    get pid() {
      return child.pid
    },
    post: (message) => child.postMessage(message),
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', (code) => listener(code)),
    kill: () => void child.kill(),
  }
}

/** A Node child made by `child_process.fork` (the benchmark, the tests). */
export function fromChildProcess(child: ChildProcess): WorkerProcess {
  // A send to a child that has just died fails; its exit event tells the rest.
  child.on('error', () => {})
  return {
    pid: child.pid,
    post: (message) => void (child.connected && child.send(message, () => {})),
    onMessage: (listener) => void child.on('message', listener),
    onExit: (listener) => void child.on('exit', listener),
    kill: () => void child.kill(),
  }
}

const exitText = (code: number | null, signal?: string | null) => (signal ? `signal ${signal}` : `code ${code}`)

export interface ForkedServerOptions {
  readonly log: Log
  /** How long a close may wait for the worker to finish its work and close the database before it is ended anyway. */
  readonly closeTimeoutMs?: number
}

/** A StartServer whose every server runs in a process of its own, made by `fork`. */
export function forkedServer(fork: ForkWorker, options: ForkedServerOptions): StartServer {
  const { log, closeTimeoutMs = 30_000 } = options
  return (serverOptions, events = {}) =>
    new Promise<ServerHandle>((resolve, reject) => {
      const child = fork()
      let state: 'starting' | 'running' | 'closing' | 'exited' = 'starting'
      let closeError: string | undefined
      let nextId = 0
      const answers = new Map<number, (value: string | undefined) => void>()
      let markExited!: () => void
      const exited = new Promise<void>((done) => (markExited = done))

      child.onExit((code, signal) => {
        const was = state
        state = 'exited'
        for (const settle of answers.values()) settle(undefined)
        answers.clear()
        markExited()
        if (was === 'starting') reject(new Error(`the gateway's process ended before it was ready (${exitText(code, signal)})`))
        // Not asked to close: a crash (a native fault, memory exhausted, killed from outside).
        if (was === 'running') events.onCrash?.(`the gateway's process ended unexpectedly (${exitText(code, signal)})`)
      })
      child.onMessage((raw) => {
        const parsed = parseChildMessage(raw)
        if (!parsed.ok) return log(`gateway: message from the worker refused: ${parsed.problem}`)
        const message = parsed.message
        switch (message.type) {
          case 'ready':
            state = 'running'
            resolve(handle(message.url))
            break
          case 'failed':
            state = 'closing'
            child.kill()
            reject(new WorkerStartError(message.failure))
            break
          case 'answer':
            answers.get(message.id)?.(message.value ?? undefined)
            answers.delete(message.id)
            break
          case 'closed':
            // The database is closed: the process may end now.
            closeError = message.error
            child.kill()
            break
        }
      })
      child.post({ type: 'start', options: serverOptions })

      const ask = (question: 'sessionPath') =>
        new Promise<string | undefined>((settle) => {
          if (state !== 'running') return settle(undefined)
          const id = nextId++
          answers.set(id, settle)
          child.post({ type: 'ask', id, question })
        })
      const close = async () => {
        if (state === 'running') {
          state = 'closing'
          child.post({ type: 'close' })
          // A worker stuck for good must not keep the app from quitting.
          const timer = setTimeout(() => {
            log(`gateway: the worker did not close within ${closeTimeoutMs} ms; ending it`)
            child.kill()
          }, closeTimeoutMs)
          await exited.finally(() => clearTimeout(timer))
        } else {
          await exited
        }
        if (closeError) throw new Error(closeError)
      }
      const handle = (url: string): ServerHandle => ({
        url,
        pid: child.pid,
        sessionPath: () => ask('sessionPath'),
        close,
      })
    })
}
