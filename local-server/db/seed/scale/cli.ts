/** The command line of `npm run seed:scale` (scripts/seed-scale.mjs). */
import { generateScaleData } from './index.js'
import { parseScaleArgs, ScaleOptionError } from './options.js'

export async function runSeedScale(argv: string[]): Promise<number> {
  let options
  try {
    options = parseScaleArgs(argv, Date.now())
  } catch (err) {
    console.error(`seed:scale: ${(err as Error).message}`)
    return 2
  }
  try {
    const summary = await generateScaleData(options, (line) => console.log(`seed:scale: ${line}`))
    for (const [table, rows] of Object.entries(summary.tables)) console.log(`  ${table.padEnd(18)} ${rows.toLocaleString('en')}`)
    console.log(
      `seed:scale: ${summary.rows.toLocaleString('en')} rows in ${summary.seconds.toFixed(1)} s: ${summary.rowsPerSecond.toLocaleString('en')} rows/s ` +
        `(billing inserts ${summary.loadRowsPerSecond.toLocaleString('en')} rows/s, then ${summary.indexSeconds} s building their indexes)`,
    )
    console.log(`seed:scale: serve it with npm run serve -- --data ${options.dataDir}`)
    return 0
  } catch (err) {
    console.error(`seed:scale: ${err instanceof ScaleOptionError ? err.message : (err as Error).stack}`)
    return 1
  }
}
