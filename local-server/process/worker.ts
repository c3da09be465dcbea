/**
 * The entry of the gateway's own process: forked by the desktop app's main process as an
 * Electron utility process (out/main/gateway-worker.js), and by Node parents (the benchmark, the
 * tests) as a child process (out/server/worker.js). Started any other way, it does nothing.
 */
import { constants, setPriority } from 'node:os'
import { startServer } from '../index.js'
import { parentChannel } from './parent-channel.js'
import { runWorker } from './run-worker.js'

const channel = parentChannel(process)
if (channel) {
  // Below the parent's priority: a gateway kept busy (a long query, a script hammering the API)
  // then never delays the window, its menus and dialogs, which wake up rarely and briefly.
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL)
  } catch (err) {
    process.stderr.write(`gateway worker: priority unchanged: ${(err as Error).message}\n`)
  }
  runWorker(channel, {
    start: startServer,
    exit: (code) => process.exit(code),
    warn: (message) => process.stderr.write(`${message}\n`),
  })
}
