/**
 * The sandbox as the desktop app runs it: a small parent Node process (desktop-parent.ts, the
 * app's own adapter) forks the gateway's worker built ahead of time (out/server/worker.js), both
 * pinned to the server's core. The benchmark loads the worker, and asks the parent how late its
 * event loop ran meanwhile.
 */
import { type ChildProcess, fork } from 'node:child_process'
import path from 'node:path'
import { ensureServerBuild, WORKER_OUTPUT } from '../server-build.mjs'
import type { BenchCommand, BenchParentMessage, LoopDelay } from './split-protocol.js'

export interface SplitSandbox {
  readonly url: string
  /** The worker's pid: its memory is the server's. */
  readonly pid: number
  /** Starts measuring the parent's event-loop delay (before a load). */
  measure(): void
  /** Stops measuring; the delay during the load since `measure`. */
  report(): Promise<LoopDelay>
  stop(): Promise<void>
}

function nextMessage(parent: ChildProcess): Promise<BenchParentMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the desktop-like parent exited with ${code}`))
    parent.once('exit', onExit)
    parent.once('message', (message) => {
      parent.off('exit', onExit)
      resolve(message as BenchParentMessage)
    })
  })
}

export async function startSplitSandbox(root: string, dataDir: string, core: string | undefined): Promise<SplitSandbox> {
  await ensureServerBuild(root)
  const parent = fork(path.join(root, 'scripts/bench/desktop-parent.ts'), [path.join(root, WORKER_OUTPUT), dataDir, ...(core ? [core] : [])], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ready = await nextMessage(parent)
  if (ready.type !== 'ready') throw new Error(`the desktop-like parent could not start the sandbox: ${ready.type === 'failed' ? ready.message : ready.type}`)
  const command = (c: BenchCommand) => parent.send(c)
  return {
    url: ready.url,
    pid: ready.workerPid,
    measure: () => command('measure'),
    async report() {
      const answer = nextMessage(parent)
      command('report')
      const message = await answer
      if (message.type !== 'delay') throw new Error(`unexpected answer from the desktop-like parent: ${message.type}`)
      return message.delay
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (parent.exitCode !== null) return resolve()
        parent.once('exit', () => resolve())
        command('stop')
      }),
  }
}
