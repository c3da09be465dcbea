/**
 * The public statistics under load (docs/performance.md, "Public statistics"): every request asks
 * another range or date, spread over the whole data set, so no cache of answers can serve it;
 * under the benchmark's connections and from one client. The ranges are drawn from the request's
 * number, the same in every run. The first request of a run generates the data set; the
 * benchmark's one request per scenario before the rounds takes that out of the figures.
 */
import { MAX_SERIES_PERIODS } from '../../local-server/contract/statistics.js'
import { dateOf, dayOf } from '../../local-server/features/statistics/calendar.js'
import type { Scenario } from './scenarios.js'

/** A number in [0, max) for request `n` and a salt (Knuth's multiplicative hash, then a modulo). */
const draw = (n: number, salt: number, max: number): number => (Math.imul(n * 31 + salt, 2654435761) >>> 0) % max

const PERIODS = ['day', 'month', 'year'] as const
const SNAPSHOTS = ['registrantTypes', 'regions', 'provinces', 'nationalities', 'registrars'] as const

export function statisticsScenarios(today: string): Scenario[] {
  const span = dayOf(today) + 1
  /** A range of request n, at most `maxDays` long, anywhere in the data. */
  const range = (n: number, maxDays: number): string => {
    const length = 1 + draw(n, 1, Math.min(maxDays, span))
    const from = draw(n, 2, span - length + 1)
    return `from=${dateOf(from)}&to=${dateOf(from + length - 1)}`
  }
  const date = (n: number) => dateOf(draw(n, 3, span))
  const mixed = (n: number): string => {
    switch (n % 4) {
      case 0: {
        const period = PERIODS[draw(n, 4, 3)]!
        const kind = draw(n, 5, 2) === 0 ? 'totals' : 'dnssec'
        return `/v1/statistics/${kind}?period=${period}&${range(n, period === 'day' ? MAX_SERIES_PERIODS : span)}`
      }
      case 1:
        return `/v1/statistics/registrars/growth?${range(n, span)}`
      default: {
        const name = SNAPSHOTS[draw(n, 6, SNAPSHOTS.length)]!
        const region = name === 'provinces' && draw(n, 7, 2) === 0 ? `&region=${String(1 + draw(n, 8, 20)).padStart(2, '0')}` : ''
        return `/v1/statistics/${name}?date=${date(n)}${region}`
      }
    }
  }
  const longDays = (n: number) => `/v1/statistics/totals?period=day&${range(n, MAX_SERIES_PERIODS)}`
  const yearOfDays = (n: number) => `/v1/statistics/totals?period=day&${range(n, 366)}`
  return [
    // Under the benchmark's crowd of connections (50): throughput, and the queue's wait in p99.
    { name: 'statistics, every operation, a new range or date every request', path: mixed },
    { name: `statistics totals by day, 1 to ${MAX_SERIES_PERIODS} days, a new range every request`, path: longDays },
    { name: 'statistics totals by day, up to a year, a new range every request', path: yearOfDays },
    // One client asking one answer after another (a screen drawing its charts): the time of an answer itself.
    { name: 'statistics, every operation, one client', path: mixed, connections: 1 },
    { name: `statistics totals by day, 1 to ${MAX_SERIES_PERIODS} days, one client`, path: longDays, connections: 1 },
  ]
}
