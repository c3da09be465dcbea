import type { FileStore } from '../../core/files.js'
import type { Db } from '../open.js'
import type { Random } from './random.js'

export interface SeedContext {
  readonly db: Db
  readonly files: FileStore
  /** The anchor of the data set: 00:00 Europe/Rome of the registry day on which the folder was seeded. */
  readonly now: number
  /** A generator of its own for each area, so one area's changes do not reshuffle another's. */
  random(area: string): Random
  /** Ids of the demo registrars and users, made by the core seeder. */
  readonly registrars: { readonly demo: number; readonly other: number }
  readonly users: Readonly<Record<string, number>>
}
