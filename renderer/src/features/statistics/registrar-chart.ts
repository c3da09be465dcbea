/**
 * Which registrars the market share and growth charts show: the largest ones, and the caller's
 * own registrar always (marked in its label and in colour); the tables list every registrar.
 */
import { BAR_COLOR, OWN_COLOR } from './chart-colors'

export interface ChartedRegistrar<R> {
  readonly row: R
  readonly own: boolean
}

export function chartedRegistrars<R extends { name: string }>(rows: readonly R[], ownName: string | null, count: number): ChartedRegistrar<R>[] {
  const first = rows.slice(0, count)
  const own = ownName === null ? undefined : rows.find((r) => r.name === ownName)
  const shown = own && !first.includes(own) ? [...first, own] : first
  return shown.map((row) => ({ row, own: row === own }))
}

export const barColors = (charted: readonly ChartedRegistrar<unknown>[]): string[] => charted.map((c) => (c.own ? OWN_COLOR : BAR_COLOR))
