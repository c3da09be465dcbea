/**
 * A series by day, serialized from elements serialized once: each day's element is turned into
 * JSON the first time a series asks for it and kept, as bytes, with the data set it was read
 * from. A series of thousands of days is then one copy of bytes outside the JavaScript heap, not
 * thousands of objects (or strings) to build, serialize and collect on every request: for 3,700
 * days the benchmark's p99 from one client went from 26 ms to 6 ms (docs/statistics.md, "Speed").
 * The bytes are those Fastify writes for the same object: members in the schema's order, as the
 * element builders write them (tests/api/statistics.test.ts compares a day's with a month's).
 */
import { dayOf } from './calendar.js'
import { type Period, periodsOf } from './periods.js'
import type { DayColumns, StatisticsData } from './repository.js'

export type ElementOf = (p: Period, days: DayColumns) => unknown

interface SeriesQuery {
  readonly from: string
  readonly to: string
}

/** Serializes series by day; keeps the elements of each element builder, for the latest data set. */
export function createDaySeriesJson(): (query: SeriesQuery, data: StatisticsData, element: ElementOf) => Buffer {
  // Each element is kept with the comma that goes before it.
  const kept = new Map<ElementOf, { data: StatisticsData; json: Buffer[] }>()
  return (query, data, element) => {
    let elements = kept.get(element)
    if (elements?.data !== data) {
      elements = { data, json: new Array<Buffer>(data.days.registered.length) }
      kept.set(element, elements)
    }
    const [json, fromDay, toDay] = [elements.json, dayOf(query.from), dayOf(query.to)]
    const parts: Buffer[] = [Buffer.from(`{"period":"day","from":${JSON.stringify(query.from)},"to":${JSON.stringify(query.to)},"elements":[`)]
    for (let day = fromDay; day <= toDay; day++) {
      if (json[day] === undefined) for (const p of periodsOf('day', day, day)) json[day] = Buffer.from(`,${JSON.stringify(element(p, data.days))}`)
      parts.push(day === fromDay ? json[day]!.subarray(1) : json[day]!)
    }
    parts.push(Buffer.from(']}'))
    return Buffer.concat(parts)
  }
}
