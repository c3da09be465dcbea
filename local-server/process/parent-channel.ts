/**
 * The worker's line to its parent, whichever runtime started it: an Electron utility process
 * (`process.parentPort`, whose events carry the message in `data`) or a Node child made by
 * `child_process.fork` (`process.send`, `process.on('message')`). The worker (worker.ts) sees one
 * interface and never knows which.
 */
import type { ChildMessage } from './protocol.js'

export interface ParentChannel {
  send(message: ChildMessage): void
  onMessage(listener: (message: unknown) => void): void
  /** The parent is gone (Node only: Electron ends a utility process with the app). */
  onDisconnect(listener: () => void): void
}

/** Electron's `process.parentPort` in a utility process, as far as the worker uses it (local-server never imports electron). */
interface ElectronParentPort {
  postMessage(message: unknown): void
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown
}

/** What the worker uses of `process`, under either runtime. */
interface ProcessLike {
  readonly parentPort?: ElectronParentPort
  send?(message: unknown): unknown
  on(event: 'message', listener: (message: unknown) => void): unknown
  on(event: 'disconnect', listener: () => void): unknown
}

/** The channel of this process, or undefined when it was started with none (run directly). */
export function parentChannel(proc: ProcessLike): ParentChannel | undefined {
  const port = proc.parentPort
  if (port) {
    return {
      send: (message) => port.postMessage(message),
      onMessage: (listener) => void port.on('message', (event) => listener(event.data)),
      onDisconnect: () => {},
    }
  }
  const send = proc.send?.bind(proc)
  if (!send) return undefined
  return {
    send: (message) => void send(message),
    onMessage: (listener) => void proc.on('message', listener),
    onDisconnect: (listener) => void proc.on('disconnect', listener),
  }
}
