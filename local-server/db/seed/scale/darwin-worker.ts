/**
 * The darwin requests of the generated data set, made on another core (index.ts starts it): the
 * rows go into a side file that holds the darwin tables (side-database.ts), their indexes are
 * built there, and the generator copies them into the data folder once its billing is done.
 * Darwin draws from its own random sequence, so the rows are those the main thread would make.
 */
import { parentPort } from 'node:worker_threads'
import { createFileStore } from '../../../core/files.js'
import { areaRandom } from './area-random.js'
import { createCalendar } from './calendar.js'
import { type DarwinPlan, generateDarwin } from './darwin.js'
import { openSideLoad, type SideLoad } from './side-database.js'

export interface DarwinWorkerData {
  readonly side: SideLoad
  /** The data folder's file store (documents). */
  readonly filesRoot: string
  readonly seed: number
  readonly now: number
  readonly years: number
  readonly plans: readonly DarwinPlan[]
}

/** The rows written. */
export type DarwinWorkerResult = number

function run(data: DarwinWorkerData): DarwinWorkerResult {
  const side = openSideLoad(data.side)
  try {
    const cal = createCalendar(data.now, data.years)
    const rng = areaRandom(data.seed, 'scale-darwin')
    const files = createFileStore(data.filesRoot)
    for (const plan of data.plans) generateDarwin(side.db, files, side.load, cal, rng, plan)
    return side.finish()
  } catch (err) {
    side.close()
    throw err
  }
}

// Started before the data folder is made (worker.ts): the work comes as the first message.
parentPort?.once('message', (data: DarwinWorkerData) => parentPort?.postMessage(run(data)))
