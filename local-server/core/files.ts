import { createWriteStream, mkdirSync, mkdtempSync, promises as fs, renameSync, rmSync, writeFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.js'

/**
 * Binary files of a data folder (invoice PDFs, darwin documents). Writes go to a temporary file
 * first and are renamed into place, so a crash never leaves a half-written file under its name.
 * The temporary files are all in one folder of the store (`PARTIAL_FOLDER`), so that what a crash
 * or a stop cut short is found without walking the store: `sweepPartialFiles` empties it when the
 * server starts, which it does alone on its folder (db/folder-lock.ts).
 * Folders are made 0700 and files 0600 (core/private-files.ts): they hold registrars' documents.
 */
export interface FileStore {
  readonly root: string
  /** Absolute path of a stored file (the key is a relative, slash-separated path). */
  pathOf(key: string): string
  write(key: string, data: Uint8Array): Promise<void>
  writeSync(key: string, data: Uint8Array): void
  /** Streams into the store and answers the byte count; on any error nothing is kept. */
  writeStream(key: string, source: Readable): Promise<number>
  exists(key: string): Promise<boolean>
  remove(key: string): Promise<void>
  /**
   * A new empty folder for a short-lived tree of files (the registrar reset seeds a scratch copy
   * of the demo data there), among the writes in progress: the caller removes it when done, and
   * what a kill left is swept at the next start. Before, it was made in the OS's temporary folder,
   * where a kill left it for good.
   */
  makeScratchFolder(): string
}

/** Where writes in progress are; no key leads there (keys are relative paths of the stored files). */
export const PARTIAL_FOLDER = '.partial'

/** Removes what writes cut short left behind; call only while no write runs (at start). */
export function sweepPartialFiles(root: string): void {
  rmSync(path.join(root, PARTIAL_FOLDER), { recursive: true, force: true })
}

function safeKey(key: string): string {
  const normal = path.posix.normalize(key)
  if (normal.startsWith('..') || path.isAbsolute(normal) || normal.includes('\0') || normal.split('/')[0] === PARTIAL_FOLDER) throw new Error(`unsafe file key ${key}`)
  return normal
}

export function createFileStore(root: string): FileStore {
  const pathOf = (key: string) => path.join(root, ...safeKey(key).split('/'))
  const partial = path.join(root, PARTIAL_FOLDER)
  const makePartialFolder = () => mkdirSync(partial, { recursive: true, mode: PRIVATE_DIR_MODE })
  /** A new temporary file's path, its folder made: renamed from there, on the same file system. */
  const tmpFile = (): string => {
    makePartialFolder()
    return path.join(partial, `${randomUUID()}.tmp`)
  }
  return {
    root,
    pathOf,
    async write(key, data) {
      const target = pathOf(key)
      await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
      const tmp = tmpFile()
      await fs.writeFile(tmp, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' })
      await fs.rename(tmp, target)
    },
    writeSync(key, data) {
      // Used only by the seeder, which runs before the server listens.
      const target = pathOf(key)
      mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
      const tmp = tmpFile()
      writeFileSync(tmp, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' })
      renameSync(tmp, target)
    },
    async writeStream(key, source) {
      const target = pathOf(key)
      await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE })
      const tmp = tmpFile()
      let bytes = 0
      source.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      try {
        await pipeline(source, createWriteStream(tmp, { flags: 'wx', mode: PRIVATE_FILE_MODE }))
        await fs.rename(tmp, target)
        return bytes
      } catch (err) {
        await fs.rm(tmp, { force: true })
        throw err
      }
    },
    async exists(key) {
      return fs.access(pathOf(key)).then(
        () => true,
        () => false,
      )
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true })
    },
    makeScratchFolder() {
      makePartialFolder()
      return mkdtempSync(path.join(partial, 'scratch-'))
    },
  }
}
