// `npm run seed:scale -- --data DIR [--payments N] [--invoices N] [--ledger N] [--darwin N] [--years N] [--seed N]`:
// a large generated data folder for benchmarks (local-server/db/seed/scale/, docs/performance.md).
import { register } from 'tsx/esm/api'

register()
const { runSeedScale } = await import('../local-server/db/seed/scale/cli.ts')
process.exitCode = await runSeedScale(process.argv.slice(2))
