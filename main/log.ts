/**
 * The shell's own log: one line per event, appended to main.log in the OS's log folder, so the
 * error window can point the user at a file to send. Never throws: logging must not stop the app.
 */
import { appendFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'

export type Log = (message: string, err?: unknown) => void

export function createFileLog(file: string, now: () => Date = () => new Date()): Log {
  let folderMade = false
  return (message, err) => {
    const detail = err instanceof Error ? ` ${err.stack ?? err.message}` : err === undefined ? '' : ` ${String(err)}`
    const line = `${now().toISOString()} ${message}${detail}\n`
    try {
      if (!folderMade) {
        mkdirSync(path.dirname(file), { recursive: true })
        folderMade = true
      }
      appendFileSync(file, line)
    } catch {
      // The log folder is not writable: stderr is all that is left.
    }
    process.stderr.write(line)
  }
}
