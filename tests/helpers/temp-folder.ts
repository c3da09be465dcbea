import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onTestFinished } from 'vitest'

/**
 * A new empty folder in the temporary folder, named `prefix` and a random tail, removed once the
 * test that asked for it has finished, passed or failed. Only inside a test: a folder kept for a
 * whole file is made in `beforeAll` and removed in `afterAll`. vitest runs a test's
 * `onTestFinished` callbacks last registered first and after its `afterEach` hooks, so what a test
 * opened in the folder after asking for it (a database) is closed before the folder goes.
 */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix))
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }))
  return folder
}
