// `npm run seed:scale -- --data DIR [--payments N] [--invoices N] [--ledger N] [--darwin N] [--years N] [--seed N]`:
// a large generated data folder for benchmarks (local-server/db/seed/scale/, docs/performance.md).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { hugePageEnv } from './huge-pages.mjs'

const env = hugePageEnv(process.env, process.platform)
if (env) {
  // Started again with glibc's huge pages (huge-pages.mjs); its output and exit status are this one's.
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env })
  if (child.error) throw child.error
  process.exitCode = child.status ?? 1
} else {
  const { register } = await import('tsx/esm/api')
  register()
  const { runSeedScale } = await import('../local-server/db/seed/scale/cli.ts')
  process.exitCode = await runSeedScale(process.argv.slice(2))
}
