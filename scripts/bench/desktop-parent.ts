/**
 * The desktop app's process layout under Node, for the benchmark: this small parent plays
 * Electron's main process and forks the sandbox as the gateway's worker (out/server/worker.js)
 * through the app's own adapter (main/gateway-process.ts). While autocannon loads the worker, it
 * records its own event-loop delay: what the window, menus and dialogs would feel.
 * Run by split.ts with an IPC channel: `node --import tsx desktop-parent.ts <worker.js> <dataDir> [core]`.
 */
import { fork } from 'node:child_process'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { forkedServer, fromChildProcess } from '../../main/gateway-process.js'
import { type BenchParentMessage, type LoopDelay, parseBenchCommand } from './split-protocol.js'
import { pinSelf } from './servers.js'

const [worker, dataDir, core] = process.argv.slice(2)
const send = (message: BenchParentMessage) => process.send?.(message)

// Pinned before forking: the worker inherits the core (the app's two processes share the machine too).
if (core) pinSelf(core)
const start = forkedServer(() => fromChildProcess(fork(worker!, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })), {
  log: (message) => process.stderr.write(`bench parent: ${message}\n`),
})

// 1 ms resolution: the finest the timer gives. Reset before each load: a histogram enabled again
// without a reset counts the whole pause since it was disabled as one delay.
const perLoad = monitorEventLoopDelay({ resolution: 1 })
const ms = (ns: number) => Math.round(ns / 1e4) / 100
const figures = (h: typeof perLoad): LoopDelay => ({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), samples: h.count })

try {
  const server = await start(
    { dataDir: dataDir!, port: 0, logLevel: 'warn' },
    { onCrash: (reason) => process.stderr.write(`bench parent: ${reason}\n`) },
  )
  send({ type: 'ready', url: server.url, workerPid: server.pid ?? 0 })
  process.on('message', (raw) => {
    const command = parseBenchCommand(raw)
    if (command === 'measure') {
      perLoad.reset()
      perLoad.enable()
    } else if (command === 'report') {
      perLoad.disable()
      send({ type: 'delay', delay: figures(perLoad) })
    } else if (command === 'stop') {
      void server.close().finally(() => process.exit(0))
    }
  })
} catch (err) {
  send({ type: 'failed', message: err instanceof Error ? err.message : String(err) })
  process.exit(1)
}
