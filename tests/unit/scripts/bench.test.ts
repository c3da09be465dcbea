/** `npm run bench` (scripts/bench/): its options and the summary it prints and writes. */
import { describe, expect, it } from 'vitest'
import { parseBenchArgs } from '../../../scripts/bench/options.js'
import { BARE, formatTable, median, type Sample, summarize } from '../../../scripts/bench/summary.js'

describe('bench options', () => {
  it('default to the full benchmark: 1M payments, 50 connections, three 10 s rounds, five starts of each folder', () => {
    expect(parseBenchArgs([])).toEqual({
      smoke: false, dataDir: undefined, payments: 1_000_000, duration: 10, rounds: 3, connections: 50, out: undefined, only: [], startups: 5,
    })
  })

  it('--smoke is seconds long: a tiny data set, one round of 1 s each', () => {
    expect(parseBenchArgs(['--smoke'])).toMatchObject({ smoke: true, payments: 2000, duration: 1, rounds: 1, connections: 10, startups: 1 })
    expect(parseBenchArgs(['--smoke', '--rounds', '2', '--data', 'd', '--only', 'pdf', '--only', 'credit'])).toMatchObject({
      rounds: 2, dataDir: 'd', only: ['pdf', 'credit'],
    })
  })

  it('refuses what it cannot use', () => {
    expect(() => parseBenchArgs(['--duration', '0'])).toThrow('--duration')
    expect(() => parseBenchArgs(['--rounds', 'x'])).toThrow('--rounds')
    expect(() => parseBenchArgs(['--startups', '0'])).toThrow('--startups')
    expect(() => parseBenchArgs(['--fast'])).toThrow()
  })
})

describe('bench summary', () => {
  const sample = (scenario: string, round: number, requestsPerSecond: number, extra: Partial<Sample> = {}): Sample => ({
    scenario, round, requestsPerSecond, p50: 1, p99: 2, errors: 0, ...extra,
  })

  it('takes the median of the rounds and compares each round with bare node:http of the same round', () => {
    const rows = summarize([
      sample(BARE, 1, 40_000), sample('search', 1, 10_000, { p99: 5, rssMb: 100 }),
      sample(BARE, 2, 20_000), sample('search', 2, 8_000, { p99: 9, rssMb: 120, errors: 1 }),
      sample(BARE, 3, 30_000), sample('search', 3, 9_000, { p99: 7, rssMb: 110 }),
    ])
    expect(rows.map((r) => r.scenario)).toEqual([BARE, 'search'])
    expect(rows[0]).toMatchObject({ requestsPerSecond: 30_000, ratioToBare: undefined, rounds: 3 })
    // Ratios 0.25, 0.4, 0.3: the median is 0.3, not 9,000 / 30,000 by chance.
    expect(rows[1]).toMatchObject({ requestsPerSecond: 9000, p99: 7, ratioToBare: 0.3, errors: 1, rssMb: 120 })
  })

  it('compares each run with bare node:http at its own time, on the line between the round’s two measures of it', () => {
    const rows = summarize([
      sample(BARE, 1, 40_000, { at: 0 }), sample('first', 1, 10_000, { at: 10_000 }), sample('last', 1, 6_000, { at: 90_000 }), sample(BARE, 1, 20_000, { at: 100_000 }),
      // The scenarios reversed, as every other round runs them; the round's ends are told apart by their time, not by where they are listed.
      sample(BARE, 2, 20_000, { at: 300_000 }), sample('last', 2, 7_500, { at: 210_000 }), sample('first', 2, 5_000, { at: 290_000 }), sample(BARE, 2, 30_000, { at: 200_000 }),
    ])
    // Round 1: 40,000 → 20,000, so 38,000 at a tenth of the way and 22,000 at nine tenths; round 2: 30,000 → 20,000.
    expect(rows.find((r) => r.scenario === 'first')!.ratioToBare).toBeCloseTo((10_000 / 38_000 + 5_000 / 21_000) / 2, 4)
    expect(rows.find((r) => r.scenario === 'last')!.ratioToBare).toBeCloseTo((6_000 / 22_000 + 7_500 / 29_000) / 2, 4)
    expect(rows[0]).toMatchObject({ scenario: BARE, rounds: 4, requestsPerSecond: 25_000 })
  })

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([480, 455, 610])).toBe(480)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('has an even count median and no ratio without bare node:http', () => {
    const [row] = summarize([sample('pdf', 1, 100, { p50: 1 }), sample('pdf', 2, 200, { p50: 2 })])
    expect(row).toMatchObject({ requestsPerSecond: 150, p50: 1.5, ratioToBare: undefined, rssMb: undefined })
  })

  it('prints a Markdown table', () => {
    const table = formatTable(summarize([sample(BARE, 1, 48_800.4), sample('credit/untilDate', 1, 13_304, { rssMb: 207 })]))
    expect(table.split('\n')).toEqual([
      '| scenario | req/s | p50 ms | p99 ms | × bare | RSS MB | errors |',
      '|---|---|---|---|---|---|---|',
      '| bare node:http | 48,800 | 1 | 2 | – | – | 0 |',
      '| credit/untilDate | 13,304 | 1 | 2 | 0.273 | 207 | 0 |',
    ])
  })
})
