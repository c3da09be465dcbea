/**
 * The benchmark's figures are those of the folder it loads: a `--data` folder that is not the size
 * asked (a demo folder of 52 payments named like a 1M one, say) would be measured as if it were,
 * and its screens would wait for a next page that a 12-row list does not have. So a folder given
 * must hold the payments `--payments` asks for (1,000,000 unless given), as `npm run seed:scale`
 * makes them for DEMO-REG.
 */
import { readDataFolder } from './data-folder.js'
import { BenchOptionError } from './options.js'

/** DEMO-REG's payments in the data folder `dir` (the registrar the benchmark signs in as). */
function demoPaymentsIn(dir: string): number {
  return readDataFolder(dir, (db) => {
    const row = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM payments WHERE registrar_id = (SELECT id FROM registrars WHERE code = 'DEMO-REG')`).get()
    return row?.n ?? 0
  })
}

/** Refuses a data folder whose DEMO-REG does not hold `payments` payments, saying how to measure it anyway. */
export function checkDataSize(dir: string, payments: number): void {
  const held = demoPaymentsIn(dir)
  if (held === payments) return
  const n = (x: number) => x.toLocaleString('en')
  // --payments takes 2 at least: an emptier folder has nothing to measure.
  const measureIt = held >= 2 ? `pass --payments ${held} to measure that folder, or ` : ''
  throw new BenchOptionError(
    `${dir} holds ${n(held)} payments of DEMO-REG, not the ${n(payments)} asked (--payments, 1,000,000 unless given): ` +
      `${measureIt}name a folder made by npm run seed:scale -- --payments ${payments}`,
  )
}
