import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Gives the test run a temporary folder of its own and removes it when the run's process exits.
 * vitest.config.ts calls it in vitest's main process, before any worker starts: the workers, the
 * servers and scripts the tests spawn, and the libraries they use inherit the environment, so
 * every folder made under `os.tmpdir()` lands inside it (`TMPDIR` on Linux and macOS, `TEMP` and
 * `TMP` on Windows). A test that forgets its folders, or fails before removing them, then leaves
 * nothing behind: a whole `vitest run` used to leave 87 folders (42 MB, test data folders mostly)
 * in the system's temporary folder, more with every run.
 */
export function useRunTempDir(parent: string = tmpdir()): string {
  const dir = mkdtempSync(path.join(parent, 'registrar-desk-test-run-'))
  for (const name of ['TMPDIR', 'TEMP', 'TMP']) process.env[name] = dir
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}
