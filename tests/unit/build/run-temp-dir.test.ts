import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const HELPER = path.resolve(import.meta.dirname, '../../helpers/run-temp-dir.ts')

/**
 * A process that does what vitest's main process does with the helper, then makes a folder with a
 * file under `os.tmpdir()` itself and through a process it spawns, and prints what it saw.
 */
function runLikeVitest(parent: string): { runDir: string; own: string; spawned: string; envs: string[] } {
  const script = `
    import { mkdtempSync, writeFileSync } from 'node:fs'
    import { execFileSync } from 'node:child_process'
    import { tmpdir } from 'node:os'
    import path from 'node:path'
    import { useRunTempDir } from ${JSON.stringify(HELPER)}
    const runDir = useRunTempDir(${JSON.stringify(parent)})
    const own = mkdtempSync(path.join(tmpdir(), 'a-test-'))
    writeFileSync(path.join(own, 'data.sqlite'), 'x')
    const spawned = execFileSync(process.execPath, ['-e', "const fs = require('node:fs'); const d = fs.mkdtempSync(require('node:path').join(require('node:os').tmpdir(), 'a-server-')); process.stdout.write(d)"]).toString()
    console.log(JSON.stringify({ runDir, own, spawned, envs: [process.env.TMPDIR, process.env.TEMP, process.env.TMP] }))
  `
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]).toString()) as ReturnType<typeof runLikeVitest>
}

describe("the test run's temporary folder (tests/helpers/run-temp-dir.ts)", () => {
  it('holds what the run and the processes it spawns make under os.tmpdir(), and is gone once the run exits', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'run-temp-dir-'))
    try {
      const seen = runLikeVitest(parent)
      expect(path.dirname(seen.runDir)).toBe(parent)
      expect(seen.envs).toEqual([seen.runDir, seen.runDir, seen.runDir])
      expect(path.dirname(seen.own)).toBe(seen.runDir)
      expect(path.dirname(seen.spawned)).toBe(seen.runDir)
      expect(existsSync(seen.runDir)).toBe(false)
      expect(readdirSync(parent)).toEqual([])
    } finally {
      rmSync(parent, { recursive: true, force: true })
    }
  })

  it('is where this very run puts its temporary folders (vitest.config.ts uses it)', () => {
    expect(path.basename(tmpdir())).toMatch(/^registrar-desk-test-run-/)
    expect(existsSync(tmpdir())).toBe(true)
  })
})
