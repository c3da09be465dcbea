/**
 * `serve` as a real process, the way a developer or a script runs it: its stdout lines as they
 * come, and the process stopped (and its data folders removed) after each test.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

export interface ServeProcesses {
  /**
   * Starts `node <entry> …args` and resolves with the lines printed so far once `ready(lines)`
   * holds; rejects with the process's stderr if it exits first. `cwd`: the folder it is started in.
   */
  start(entry: string[], args: string[], ready: (lines: string[]) => boolean, env?: Record<string, string>, cwd?: string): Promise<string[]>
  /** Sends SIGTERM to the processes started and resolves with their exit codes (null: ended by a signal). */
  terminate(): Promise<(number | null)[]>
  /** A data folder to remove when the test ends. */
  track(folder: string): string
  stopAll(): void
}

export function serveProcesses(): ServeProcesses {
  const children: ChildProcess[] = []
  const folders: string[] = []
  return {
    start(entry, args, ready, env = {}, cwd) {
      const child = spawn(process.execPath, [...entry, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
      children.push(child)
      const lines: string[] = []
      return new Promise((resolve, reject) => {
        let out = ''
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          const parts = out.split('\n')
          out = parts.pop() ?? ''
          lines.push(...parts)
          if (ready(lines)) resolve(lines)
        })
        let err = ''
        child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()))
        child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${err}`)))
      })
    },
    terminate() {
      return Promise.all(
        children.splice(0).map(
          (c) =>
            new Promise<number | null>((resolve) => {
              if (c.exitCode !== null || c.signalCode !== null) return resolve(c.exitCode)
              c.once('exit', (code) => resolve(code))
              c.kill('SIGTERM')
            }),
        ),
      )
    },
    track(folder) {
      folders.push(folder)
      return folder
    },
    stopAll() {
      for (const c of children.splice(0)) c.kill('SIGTERM')
      for (const f of folders.splice(0)) rmSync(f, { recursive: true, force: true })
    },
  }
}
