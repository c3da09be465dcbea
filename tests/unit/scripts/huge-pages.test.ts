/** `npm run seed:scale` runs its generator with glibc's huge pages (scripts/huge-pages.mjs, docs/performance.md). */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hugePageEnv } from '../../../scripts/huge-pages.mjs'

const SCRIPT = path.resolve('scripts/seed-scale.mjs')
/** Without the tunable, whatever this shell set: the second start is what the tests run through. */
const ENV = { ...process.env, GLIBC_TUNABLES: undefined }

describe('the generator started with huge pages', () => {
  it('adds the tunable on Linux, after any tunables already set', () => {
    expect(hugePageEnv({ PATH: '/bin' }, 'linux')).toEqual({ PATH: '/bin', GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' })
    expect(hugePageEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, 'linux')?.GLIBC_TUNABLES).toBe('glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1')
  })

  it('runs as it is once the tunable is named, whatever its value, and on other systems', () => {
    expect(hugePageEnv({ GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' }, 'linux')).toBeUndefined()
    expect(hugePageEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=0' }, 'linux')).toBeUndefined()
    expect(hugePageEnv({}, 'darwin')).toBeUndefined()
    expect(hugePageEnv({}, 'win32')).toBeUndefined()
  })

  it("gives the command line the generator's output and exit status", () => {
    const refused = spawnSync(process.execPath, [SCRIPT, '--payments', 'x'], { encoding: 'utf8', env: ENV })
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain('--data DIR is required')

    const dir = mkdtempSync(path.join(tmpdir(), 'seed-scale-cli-'))
    try {
      const made = spawnSync(process.execPath, [SCRIPT, '--data', path.join(dir, 'data'), '--payments', '200', '--threads', '0'], { encoding: 'utf8', env: ENV })
      expect(made.stderr).toBe('')
      expect(made.status).toBe(0)
      expect(made.stdout).toMatch(/seed:scale: [\d,]+ rows in/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  /** Processes whose command line names `text` (Linux's /proc). */
  function processesNaming(text: string): number[] {
    const found: number[] = []
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text)) found.push(Number(pid))
      } catch {
        // Gone meanwhile.
      }
    }
    return found
  }

  // The second start exists on Linux only (hugePageEnv), and so does /proc.
  it.runIf(process.platform === 'linux')('stops the generator when the command line is stopped, as a CI timeout or a Ctrl-C does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-scale-stop-'))
    const data = path.join(dir, 'data')
    try {
      const command = spawn(process.execPath, [SCRIPT, '--data', data, '--payments', '2000000'], { env: ENV, stdio: 'ignore' })
      // Under way: a second process, the generator, has made the data folder (a run of about a minute).
      await expect
        .poll(() => existsSync(path.join(data, 'registry.sqlite')) && processesNaming(data).filter((pid) => pid !== command.pid).length === 1, { timeout: 20_000 })
        .toBe(true)
      expect(command.exitCode).toBeNull()

      const ended = new Promise<NodeJS.Signals | null>((resolve) => command.on('exit', (_code, signal) => resolve(signal)))
      command.kill('SIGTERM')
      expect(await ended).toBe('SIGTERM')
      await expect.poll(() => processesNaming(data), { timeout: 10_000 }).toEqual([])
    } finally {
      // Whatever failed above, no generator is left writing two million payments.
      for (const pid of processesNaming(data)) {
        try {
          process.kill(pid, 'SIGKILL')
        } catch {
          // Gone meanwhile.
        }
      }
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
