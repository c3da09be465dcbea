import { randomBytes } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface SaveDeps {
  readonly writeFile: (file: string, bytes: Uint8Array) => Promise<void>
  readonly rename: (from: string, to: string) => Promise<void>
  readonly remove: (file: string) => Promise<void>
}

const fsDeps: SaveDeps = { writeFile: (file, bytes) => writeFile(file, bytes), rename, remove: (file) => rm(file, { force: true }) }

/**
 * Saves a file the user chose (an invoice's PDF, an export) whole or not at all: written beside it
 * under a temporary name, then renamed over it. Written in place, a full disk or a drive pulled
 * out halfway left a cut-off file under the chosen name, and over an earlier copy, that copy lost.
 */
export async function saveWhole(file: string, bytes: Uint8Array, deps: SaveDeps = fsDeps): Promise<void> {
  const part = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.part`)
  try {
    await deps.writeFile(part, bytes)
    await deps.rename(part, file)
  } catch (err) {
    await deps.remove(part).catch(() => undefined)
    throw err
  }
}
