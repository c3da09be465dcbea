/**
 * Generates the statistics' data set (docs/statistics.md) into its tables, from day 0
 * (STATISTICS_FIRST_DATE) to `lastDate`: one pass over the days, each drawn from the model's
 * distributions with noise that depends only on the day, so the figures of a day are the same
 * whatever the last date and in every data folder with the same inputs. About 10,000 days (to
 * 2027) take a fraction of a second; the whole runs in one transaction.
 */
import { STATISTICS_FIRST_DATE } from '../../contract/statistics.js'
import type { Db } from '../../db/open.js'
import { addDays, daysBetween } from '../../time.js'
import { apportion } from './apportion.js'
import { packCounts } from './counts-blob.js'
import {
  CHURN,
  churnFactor,
  dnssecShare,
  MONTH_FACTOR,
  NATIONALITIES,
  nationalityWeights,
  provinceWeights,
  registrantTypeWeights,
  registrarWeightOf,
  targetDomains,
  TRANSFER_RATE,
  WEEKDAY_FACTOR,
  yearOf,
} from './model.js'
import { jitter } from './noise.js'
import { type SandboxRegistrarCode, syntheticRegistrars } from './registrars.js'
import { PROVINCES } from '../../reference/provinces.js'
import { REGISTRANT_TYPES } from '../../contract/statistics.js'

/** Bumped whenever the model or the registrars change: a data set of another version is generated again. */
export const MODEL_VERSION = 1

/** What a data set is generated from, besides the code: stored with it to tell when it is stale. */
export interface GenerationInputs {
  readonly version: number
  /** The contract date (Europe/Rome) of each sandbox registrar: its first day in the market. */
  readonly entries: Readonly<Record<SandboxRegistrarCode, string>>
}

const DAYS_PER_YEAR = 365.2425
const FIRST_YEAR = yearOf(STATISTICS_FIRST_DATE)
/** Day 0, 2000-01-01, was a Saturday; WEEKDAY_FACTOR starts on Sunday. */
const FIRST_WEEKDAY = 6

const STATISTICS_TABLES = [
  'statistics_days',
  'statistics_provinces',
  'statistics_registrant_types',
  'statistics_nationalities',
  'statistics_registrars',
  'statistics_generation',
] as const

/** Writes the data set for day 0 to `lastDate` (replacing any), and the inputs it came from. */
export function generateStatistics(db: Db, inputs: GenerationInputs, lastDate: string): void {
  const registrars = syntheticRegistrars(inputs.entries)
  const churn = registrars.map(churnFactor)
  const weightOf = registrars.map((r) => registrarWeightOf(r, FIRST_YEAR))
  const lastDay = daysBetween(STATISTICS_FIRST_DATE, lastDate)
  const insertDay = db.prepare(
    `INSERT INTO statistics_days (day, registered, signed, created, deleted, transferred, renewed,
       created_to_date, deleted_to_date, transferred_to_date, renewed_to_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertCounts = (table: string) => db.prepare(`INSERT INTO ${table} (day, counts) VALUES (?, ?)`)
  const insertProvinces = insertCounts('statistics_provinces')
  const insertTypes = insertCounts('statistics_registrant_types')
  const insertNationalities = insertCounts('statistics_nationalities')
  const insertRegistrars = db.prepare('INSERT INTO statistics_registrars (day, domains, renewed_to_date, deleted_to_date) VALUES (?, ?, ?, ?)')

  const provinces = new Int32Array(PROVINCES.length)
  const types = new Int32Array(REGISTRANT_TYPES.length)
  const nationalities = new Int32Array(NATIONALITIES.length)
  const domains = new Int32Array(registrars.length)
  const renewedToday = new Int32Array(registrars.length)
  const deletedToday = new Int32Array(registrars.length)
  const renewedToDate = new Int32Array(registrars.length)
  const deletedToDate = new Int32Array(registrars.length)
  const toDate = { created: 0, deleted: 0, transferred: 0, renewed: 0 }

  db.transaction(() => {
    for (const table of STATISTICS_TABLES) db.exec(`DELETE FROM ${table}`)
    let previousTarget = targetDomains(FIRST_YEAR - 1 / DAYS_PER_YEAR)
    let registered = Math.round(previousTarget)
    let date = STATISTICS_FIRST_DATE
    for (let day = 0; day <= lastDay; day++, date = addDays(date, 1)) {
      const y = FIRST_YEAR + day / DAYS_PER_YEAR
      const weekday = WEEKDAY_FACTOR[(FIRST_WEEKDAY + day) % 7]!
      const month = MONTH_FACTOR[+date.slice(5, 7) - 1]!

      // Domains fall due on their anniversary: about one in eight is deleted, the rest renewed.
      const falling = Math.max(0, Math.round((registered / DAYS_PER_YEAR) * (1 + 0.08 * jitter(day, 1))))
      const deleted = Math.min(falling, Math.max(0, Math.round(falling * CHURN * (1 + 0.2 * jitter(day, 2)))))
      const renewed = falling - deleted
      // New registrations replace the deletions and follow the curve, pulled gently back to it.
      const target = targetDomains(y)
      const wanted = deleted + (target - previousTarget) + 0.02 * (target - registered)
      previousTarget = target
      const created = Math.max(0, Math.round(wanted * weekday * month * (1 + 0.1 * jitter(day, 3))))
      const transferred = Math.max(0, Math.round((registered / DAYS_PER_YEAR) * TRANSFER_RATE * weekday * (1 + 0.2 * jitter(day, 4))))
      registered += created - deleted
      toDate.created += created
      toDate.deleted += deleted
      toDate.transferred += transferred
      toDate.renewed += renewed
      insertDay.run(
        day, registered, Math.round(registered * dnssecShare(y)), created, deleted, transferred, renewed,
        toDate.created, toDate.deleted, toDate.transferred, toDate.renewed,
      )

      insertProvinces.run(day, packCounts(apportion(registered, provinceWeights(y), provinces)))
      insertTypes.run(day, packCounts(apportion(registered, registrantTypeWeights(y), types)))
      insertNationalities.run(day, packCounts(apportion(registered, nationalityWeights(y), nationalities)))

      const weights = weightOf.map((weight) => weight(y))
      apportion(registered, weights, domains)
      apportion(renewed, weights.map((w, i) => w * (1 - CHURN * churn[i]!)), renewedToday)
      apportion(deleted, weights.map((w, i) => w * churn[i]!), deletedToday)
      for (let i = 0; i < registrars.length; i++) {
        renewedToDate[i]! += renewedToday[i]!
        deletedToDate[i]! += deletedToday[i]!
      }
      insertRegistrars.run(day, packCounts(domains), packCounts(renewedToDate), packCounts(deletedToDate))
    }
    db.prepare('INSERT INTO statistics_generation (id, inputs, last_day) VALUES (1, ?, ?)').run(JSON.stringify(inputs), lastDay)
  })()
}
