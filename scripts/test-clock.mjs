// Runs the date-sensitive test suites with the process clock moved to chosen instants (libfaketime,
// Debian package `faketime`) and under several machine time zones: the registry lives in
// Europe/Rome, while CI and registrars' machines run at any hour and in any zone. Part of `npm test`.
//
//   node scripts/test-clock.mjs            every instant of the matrix
//   node scripts/test-clock.mjs new-year   only the named ones
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { CLOCK_MATRIX, CLOCK_SENSITIVE_SUITES } from '../tests/clock-matrix.mjs'

if (process.platform === 'win32') {
  // libfaketime works by preloading a library, which Windows does not do: the clock matrix runs in
  // CI's Linux and macOS jobs (.github/workflows/ci.yml), the same suites under the real clock here.
  console.log('test:clock: libfaketime does not exist on Windows; the clock matrix runs on Linux and macOS')
  process.exit(0)
}

const faketime = spawnSync('faketime', ['--version'], { encoding: 'utf8' })
if (faketime.error) {
  console.error("test:clock moves the process clock with libfaketime, which is missing: apt-get install -y faketime")
  process.exit(1)
}

const wanted = process.argv.slice(2)
const runs = wanted.length ? CLOCK_MATRIX.filter((r) => wanted.includes(r.name)) : CLOCK_MATRIX
if (runs.length === 0) {
  console.error(`test:clock: no instant named ${wanted.join(', ')}; known: ${CLOCK_MATRIX.map((r) => r.name).join(', ')}`)
  process.exit(1)
}

// The instants run the same files: the first one's transforms are kept on disk for the others
// (vitest's fsModuleCache), about 7 s of each later instant's 45. Emptied first, so that a run
// never reads what an earlier run made from files edited since.
const TRANSFORM_CACHE = 'node_modules/.cache/vitest-clock'
rmSync(TRANSFORM_CACHE, { recursive: true, force: true })

const failed = []
for (const run of runs) {
  console.log(`\ntest:clock ${run.name}: ${run.at} with TZ=${run.tz} (${run.why})`)
  const started = Date.now()
  const result = spawnSync(
    'faketime',
    // `date -d` inside faketime reads the offset in the instant, so the zone of TZ does not shift it.
    [run.at.replace('T', ' ').replace(/([+-]\d\d):(\d\d)$/, ' $1$2'), process.execPath, 'node_modules/vitest/vitest.mjs', 'run', '--reporter=dot', '--experimental.fsModuleCache', `--experimental.fsModuleCachePath=${TRANSFORM_CACHE}`, ...CLOCK_SENSITIVE_SUITES],
    // Monotonic clocks stay real: vitest's timeouts and timers keep their meaning.
    { stdio: 'inherit', env: { ...process.env, TZ: run.tz, DONT_FAKE_MONOTONIC: '1' } },
  )
  const seconds = Math.round((Date.now() - started) / 1000)
  if (result.status !== 0) failed.push(run.name)
  console.log(`test:clock ${run.name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
}

if (failed.length) {
  console.error(`\ntest:clock: failed at ${failed.join(', ')}`)
  process.exit(1)
}
console.log(`\ntest:clock: the date-sensitive suites pass at all ${runs.length} instants`)
