/**
 * The gateway's worker (local-server/process/worker.ts) forked as a Node child, the way the
 * benchmark forks its built copy and the app forks its utility process: from its TypeScript
 * sources through tsx, so that tests need no build; with the app's own Node flags, so a flag Node
 * no longer takes fails here.
 */
import { fork } from 'node:child_process'
import path from 'node:path'
import { forkedServer, fromChildProcess, WORKER_EXEC_ARGV, type WorkerProcess } from '../../main/gateway-process.js'
import type { StartServer } from '../../main/gateway.js'
import type { Log } from '../../main/log.js'

const root = path.resolve(import.meta.dirname, '../..')
const WORKER_SOURCE = path.join(root, 'local-server/process/worker.ts')

export function forkWorkerFromSources(): WorkerProcess {
  return fromChildProcess(fork(WORKER_SOURCE, [], { execArgv: ['--import', 'tsx', ...WORKER_EXEC_ARGV], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }))
}

/** A StartServer whose servers each run in a forked worker; its log lines are kept for the test to read. */
export function forkedStartServer(lines: string[] = []): StartServer {
  const log: Log = (message, err) => void lines.push(err === undefined ? message : `${message} ${String(err)}`)
  return forkedServer(forkWorkerFromSources, { log })
}
