/**
 * Every migration, in order. Listed explicitly (not scanned from a folder) so that bundlers keep
 * them. A migration's number is its schema version; never edit one that has shipped: add the next.
 */
import createCore from './0001_create_core.js'

export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'create_core', sql: createCore },
]
