/**
 * Reads the statistics' data set, generating it first when it does not cover the registry's today
 * or was generated from other inputs (a reset gave the sandbox registrars another contract date, a
 * newer model). A breakdown is one indexed row; the day figures are read once into memory.
 */
import type { Db } from '../../db/open.js'
import { formatDate } from '../../time.js'
import { dateOf, dayOf } from './calendar.js'
import { unpackCounts } from './counts-blob.js'
import { generateStatistics, type GenerationInputs, MODEL_VERSION } from './generate.js'
import { SANDBOX_REGISTRARS, type SandboxRegistrarCode } from './registrars.js'

/** The columns of `statistics_days`, indexed by day number: the day series are read from these. */
export interface DayColumns {
  readonly registered: Float64Array
  readonly signed: Float64Array
  readonly createdToDate: Float64Array
  readonly deletedToDate: Float64Array
  readonly transferredToDate: Float64Array
  readonly renewedToDate: Float64Array
}

/** The data set as generated: what from, and its day figures. */
export interface StatisticsData {
  readonly inputs: GenerationInputs
  readonly days: DayColumns
}

type BreakdownTable = 'statistics_provinces' | 'statistics_registrant_types' | 'statistics_nationalities'

interface RegistrarCounts {
  readonly domains: Int32Array
  readonly renewedToDate: Int32Array
  readonly deletedToDate: Int32Array
}

export interface StatisticsRepository {
  /**
   * Makes sure the data set covers `today`, generating it when it does not, and gives its day
   * figures: read once into memory (about 0.5 MB for 27 years), as a series by day may read
   * thousands of days, then kept until the data set is generated again or `forget` is called.
   */
  ensure(today: string): StatisticsData
  breakdown(table: BreakdownTable, day: number): Int32Array
  registrars(day: number): RegistrarCounts
  /** The public names of the sandbox's registrars, by code: their public information, else their company name. */
  sandboxRegistrarNames(): Map<string, string>
  /** Forgets what it memoised: the sandbox was reset (the tables may have been emptied). */
  forget(): void
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
  const dayRows = db
    .prepare<[], [number, number, number, number, number, number]>(
      'SELECT registered, signed, created_to_date, deleted_to_date, transferred_to_date, renewed_to_date FROM statistics_days ORDER BY day',
    )
    .raw()
  const breakdowns = {
    statistics_provinces: db.prepare<[number], { counts: Buffer }>('SELECT counts FROM statistics_provinces WHERE day = ?'),
    statistics_registrant_types: db.prepare<[number], { counts: Buffer }>('SELECT counts FROM statistics_registrant_types WHERE day = ?'),
    statistics_nationalities: db.prepare<[number], { counts: Buffer }>('SELECT counts FROM statistics_nationalities WHERE day = ?'),
  } satisfies Record<BreakdownTable, unknown>
  const registrarRow = db.prepare<[number], { domains: Buffer; renewed_to_date: Buffer; deleted_to_date: Buffer }>(
    'SELECT domains, renewed_to_date, deleted_to_date FROM statistics_registrars WHERE day = ?',
  )

  let covered: { data: StatisticsData; lastDate: string } | undefined

  const readDays = (lastDay: number): DayColumns => {
    const columns = Array.from({ length: 6 }, () => new Float64Array(lastDay + 1))
    let day = 0
    for (const row of dayRows.iterate()) {
      for (let c = 0; c < 6; c++) columns[c]![day] = row[c]!
      day++
    }
    const [registered, signed, createdToDate, deletedToDate, transferredToDate, renewedToDate] = columns as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array]
    return { registered, signed, createdToDate, deletedToDate, transferredToDate, renewedToDate }
  }

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
      if (covered && covered.lastDate >= today) return covered.data
      const inputs = currentInputs()
      const stored = generation.get()
      let lastDate = stored ? dateOf(stored.last_day) : undefined
      if (!stored || lastDate! < today || !sameInputs(JSON.parse(stored.inputs) as GenerationInputs, inputs)) {
        lastDate = horizonOf(today)
        generateStatistics(db, inputs, lastDate)
      }
      covered = { data: { inputs, days: readDays(dayOf(lastDate!)) }, lastDate: lastDate! }
      return covered.data
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
