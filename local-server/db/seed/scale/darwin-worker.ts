/**
 * The darwin requests of the generated data set, made on a second core (index.ts starts it): the
 * rows go into a side file that holds the darwin tables (side-database.ts), their indexes are
 * built there, and the generator copies them into the data folder once its billing is done.
 * Darwin draws from its own random sequence, so the rows are those the main thread would make.
 */
import { parentPort, workerData } from 'node:worker_threads'
import Database from 'better-sqlite3'
import { createFileStore } from '../../../core/files.js'
import { areaRandom } from './area-random.js'
import { createCalendar } from './calendar.js'
import { type DarwinPlan, generateDarwin } from './darwin.js'
import { createLoader } from './loader.js'
import { useLoadPragmas, useSorterThreads } from './pragmas.js'

export interface DarwinWorkerData {
  /** The side file, its darwin tables made and holding the demo rows. */
  readonly file: string
  /** The data folder's file store (documents). */
  readonly filesRoot: string
  readonly seed: number
  readonly now: number
  readonly years: number
  readonly chunk: number
  readonly threads: number
  readonly plans: readonly DarwinPlan[]
  /** CREATE INDEX of the darwin tables, run after the load. */
  readonly indexes: readonly string[]
}

/** The rows written. */
export type DarwinWorkerResult = number

function run(data: DarwinWorkerData): DarwinWorkerResult {
  const db = new Database(data.file)
  try {
    useLoadPragmas(db)
    const load = createLoader(db, data.chunk)
    const cal = createCalendar(data.now, data.years)
    const rng = areaRandom(data.seed, 'scale-darwin')
    const files = createFileStore(data.filesRoot)
    for (const plan of data.plans) generateDarwin(db, files, load, cal, rng, plan)
    load.finish()
    useSorterThreads(db, data.threads)
    for (const sql of data.indexes) db.exec(sql)
    return load.rows
  } finally {
    db.close()
  }
}

parentPort?.postMessage(run(workerData as DarwinWorkerData))
