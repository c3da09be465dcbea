/**
 * A time zone's UTC offsets over a span of years, kept as the instants they change, so that an
 * offset inside the span is a binary search instead of a call into ICU.
 *
 * Why: the first `Intl.DateTimeFormat` of a process builds V8's set of every locale ICU has (about
 * 20 ms pinned to one core here), and a new data folder's seeding needs the date in Rome before
 * `serve` answers at all. The table is measured from ICU itself (`measureZoneOffsets`, run by
 * `npm run make:zone-offsets`), and a test checks it against the running ICU, so it never says
 * anything ICU would not.
 */
export interface ZoneOffsetTable {
  /** The IANA zone the table describes. */
  readonly zone: string
  /** The span covered, epoch ms: `from` included, `until` excluded. */
  readonly from: number
  readonly until: number
  /** Minutes east of UTC at `from`. */
  readonly initialOffset: number
  /** Each change inside the span, in time order: from the instant `at` (epoch ms) on, `offset` minutes. */
  readonly changes: readonly (readonly [at: number, offset: number])[]
}

/** Minutes east of UTC at the instant `ms`, or undefined outside the table's span. */
export function offsetFromTable(table: ZoneOffsetTable, ms: number): number | undefined {
  if (!(ms >= table.from && ms < table.until)) return undefined
  // The last change at or before `ms`.
  let low = 0
  let high = table.changes.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (table.changes[middle]![0] <= ms) low = middle + 1
    else high = middle
  }
  return low === 0 ? table.initialOffset : table.changes[low - 1]![1]
}

const DAY = 86_400_000

/**
 * Measures a zone's table from an exact offset function (ICU's): one probe a day, and inside each
 * day whose end has another offset than its start, binary searches down to the millisecond for
 * each change. A zone that changed and changed back within one day would lose both; none does.
 */
export function measureZoneOffsets(zone: string, offsetAt: (ms: number) => number, from: number, until: number): ZoneOffsetTable {
  const changes: [number, number][] = []
  const initialOffset = offsetAt(from)
  let offset = initialOffset
  for (let dayStart = from; dayStart < until; dayStart += DAY) {
    const dayEnd = Math.min(dayStart + DAY, until) - 1
    // The day before ended on `offset`: a change at this day's first millisecond is found too.
    let low = dayStart === from ? from : dayStart - 1
    while (offsetAt(dayEnd) !== offset) {
      // Invariant: offsetAt(low) === offset, offsetAt(high) !== offset.
      let high = dayEnd
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2)
        if (offsetAt(middle) === offset) low = middle
        else high = middle
      }
      offset = offsetAt(high)
      changes.push([high, offset])
      low = high
    }
  }
  return { zone, from, until, initialOffset, changes }
}
