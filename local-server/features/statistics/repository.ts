/**
 * Reads the statistics' data set, generating it first when it does not cover the registry's today
 * or was generated from other inputs (a reset gave the sandbox registrars another contract date, a
 * newer model). Every read is one indexed row, or one range of rows for a series by day.
 */
import { STATISTICS_FIRST_DATE } from '../../contract/statistics.js'
import type { Db } from '../../db/open.js'
import { addDays, daysBetween, formatDate } from '../../time.js'
import { unpackCounts } from './counts-blob.js'
import { generateStatistics, type GenerationInputs, MODEL_VERSION } from './generate.js'
import { SANDBOX_REGISTRARS, type SandboxRegistrarCode } from './registrars.js'

export interface DayRow {
  readonly day: number
  readonly registered: number
  readonly signed: number
  readonly created: number
  readonly deleted: number
  readonly transferred: number
  readonly renewed: number
  readonly created_to_date: number
  readonly deleted_to_date: number
  readonly transferred_to_date: number
  readonly renewed_to_date: number
}

type BreakdownTable = 'statistics_provinces' | 'statistics_registrant_types' | 'statistics_nationalities'

interface RegistrarCounts {
  readonly domains: Int32Array
  readonly renewedToDate: Int32Array
  readonly deletedToDate: Int32Array
}

export interface StatisticsRepository {
  /** Makes sure the data set covers `today`, generating it when it does not (once; then memoised). */
  ensure(today: string): GenerationInputs
  /** The row of each day asked for (a day of the data set; -1 stands for "before day 0": all zero). */
  days(days: readonly number[]): Map<number, DayRow>
  /** The rows of days `from` to `to`, both included (`from` may be -1, as in `days`). */
  dayRange(from: number, to: number): Map<number, DayRow>
  breakdown(table: BreakdownTable, day: number): Int32Array
  registrars(day: number): RegistrarCounts
  /** The public names of the sandbox's registrars, by code: their public information, else their company name. */
  sandboxRegistrarNames(): Map<string, string>
  /** Forgets what it memoised: the sandbox was reset (the tables may have been emptied). */
  forget(): void
}

/** The day before day 0: nothing registered, nothing done yet. */
const BEFORE_FIRST: DayRow = {
  day: -1, registered: 0, signed: 0, created: 0, deleted: 0, transferred: 0, renewed: 0,
  created_to_date: 0, deleted_to_date: 0, transferred_to_date: 0, renewed_to_date: 0,
}

/** The last date the clock can show (core/clock.ts): generation never goes past it. */
const LAST_POSSIBLE_DATE = '2199-12-31'

/** Generated to the end of next year, so that the clock moving on day by day does not regenerate it. */
const horizonOf = (today: string): string => {
  const end = `${+today.slice(0, 4) + 1}-12-31`
  return end < LAST_POSSIBLE_DATE ? end : LAST_POSSIBLE_DATE
}

const sameInputs = (a: GenerationInputs, b: GenerationInputs) => JSON.stringify(a) === JSON.stringify(b)

export function createStatisticsRepository(db: Db): StatisticsRepository {
  const generation = db.prepare<[], { inputs: string; last_day: number }>('SELECT inputs, last_day FROM statistics_generation WHERE id = 1')
  const entries = db.prepare<[], { code: string; created: number }>(
    `SELECT code, created FROM registrars WHERE code IN (${Object.keys(SANDBOX_REGISTRARS).map((c) => `'${c}'`).join(', ')})`,
  )
  const names = db.prepare<[], { code: string; name: string }>(
    `SELECT r.code, coalesce(p.display_name, r.name) AS name FROM registrars r LEFT JOIN registrar_public_info p ON p.registrar_id = r.id
     WHERE r.code IN (${Object.keys(SANDBOX_REGISTRARS).map((c) => `'${c}'`).join(', ')})`,
  )
  const daysAt = db.prepare<[string], DayRow>('SELECT * FROM statistics_days WHERE day IN (SELECT value FROM json_each(?)) ORDER BY day')
  const range = db.prepare<[number, number], DayRow>('SELECT * FROM statistics_days WHERE day BETWEEN ? AND ? ORDER BY day')
  const breakdowns = {
    statistics_provinces: db.prepare<[number], { counts: Buffer }>('SELECT counts FROM statistics_provinces WHERE day = ?'),
    statistics_registrant_types: db.prepare<[number], { counts: Buffer }>('SELECT counts FROM statistics_registrant_types WHERE day = ?'),
    statistics_nationalities: db.prepare<[number], { counts: Buffer }>('SELECT counts FROM statistics_nationalities WHERE day = ?'),
  } satisfies Record<BreakdownTable, unknown>
  const registrarRow = db.prepare<[number], { domains: Buffer; renewed_to_date: Buffer; deleted_to_date: Buffer }>(
    'SELECT domains, renewed_to_date, deleted_to_date FROM statistics_registrars WHERE day = ?',
  )

  let covered: { inputs: GenerationInputs; lastDate: string } | undefined

  const currentInputs = (): GenerationInputs => {
    // A sandbox registrar missing from the folder never enters the market.
    const found = new Map(entries.all().map((r) => [r.code, formatDate(r.created)]))
    const dates = Object.fromEntries(Object.keys(SANDBOX_REGISTRARS).map((code) => [code, found.get(code) ?? LAST_POSSIBLE_DATE]))
    return { version: MODEL_VERSION, entries: dates as Record<SandboxRegistrarCode, string> }
  }

  const rowOf = (day: number, row: { counts: Buffer } | undefined): Int32Array => {
    if (!row) throw new Error(`The statistics have no day ${day}`)
    return unpackCounts(row.counts)
  }

  return {
    ensure(today) {
      if (covered && covered.lastDate >= today) return covered.inputs
      const inputs = currentInputs()
      const stored = generation.get()
      const storedLast = stored ? addDays(STATISTICS_FIRST_DATE, stored.last_day) : undefined
      if (stored && storedLast! >= today && sameInputs(JSON.parse(stored.inputs) as GenerationInputs, inputs)) {
        covered = { inputs, lastDate: storedLast! }
      } else {
        const lastDate = horizonOf(today)
        generateStatistics(db, inputs, lastDate)
        covered = { inputs, lastDate }
      }
      return inputs
    },
    days(list) {
      const found = new Map(daysAt.all(JSON.stringify(list)).map((r) => [r.day, r]))
      if (list.includes(-1)) found.set(-1, BEFORE_FIRST)
      return found
    },
    dayRange(from, to) {
      const found = new Map(range.all(from, to).map((r) => [r.day, r]))
      if (from === -1) found.set(-1, BEFORE_FIRST)
      return found
    },
    breakdown: (table, day) => rowOf(day, breakdowns[table].get(day)),
    registrars(day) {
      const row = registrarRow.get(day)
      if (!row) throw new Error(`The statistics have no day ${day}`)
      return { domains: unpackCounts(row.domains), renewedToDate: unpackCounts(row.renewed_to_date), deletedToDate: unpackCounts(row.deleted_to_date) }
    },
    sandboxRegistrarNames: () => new Map(names.all().map((r) => [r.code, r.name])),
    forget() {
      covered = undefined
    },
  }
}

/** The day index of a date of the data set (day 0 is STATISTICS_FIRST_DATE). */
export const dayOf = (date: string): number => daysBetween(STATISTICS_FIRST_DATE, date)
