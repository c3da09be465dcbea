// `npm run seed:scale -- --data DIR [--payments N] [--invoices N] [--ledger N] [--darwin N] [--years N] [--seed N]`:
// a large generated data folder for benchmarks (local-server/db/seed/scale/, docs/performance.md).
import { fileURLToPath } from 'node:url'
import { foregroundChild } from 'foreground-child'
import { hugePageEnv } from './huge-pages.mjs'

const env = hugePageEnv(process.env, process.platform)
if (env) {
  // Started again with glibc's huge pages (huge-pages.mjs), in the foreground: it has this
  // process's terminal, gets the signals sent to it (a Ctrl-C or a CI's timeout stops the
  // generator, not only this process), and this process exits as it does.
  foregroundChild(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { env })
} else {
  const { register } = await import('tsx/esm/api')
  register()
  const { runSeedScale } = await import('../local-server/db/seed/scale/cli.ts')
  process.exitCode = await runSeedScale(process.argv.slice(2))
}
