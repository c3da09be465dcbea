/**
 * The entry of the gateway's own process: forked by the desktop app's main process as an
 * Electron utility process (out/main/gateway-worker.js), and by Node parents (the benchmark, the
 * tests) as a child process (out/server/worker.js). Started any other way, it does nothing.
 */
import { startServer } from '../index.js'
import { parentChannel } from './parent-channel.js'
import { runWorker } from './run-worker.js'

const channel = parentChannel(process)
if (channel) {
  runWorker(channel, {
    start: startServer,
    exit: (code) => process.exit(code),
    warn: (message) => process.stderr.write(`${message}\n`),
  })
}
