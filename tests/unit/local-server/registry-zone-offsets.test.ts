import { afterEach, describe, expect, it, vi } from 'vitest'
import { REGISTRY_ZONE_OFFSETS } from '../../../local-server/registry-zone-offsets.js'
import { intlZoneOffsetMinutes, REGISTRY_TIME_ZONE } from '../../../local-server/time.js'
import { measureZoneOffsets, offsetFromTable, type ZoneOffsetTable } from '../../../local-server/zone-offsets.js'

const HOUR = 3_600_000
const DAY = 86_400_000

describe('the registry zone offsets table', () => {
  it('is what the running ICU says, change for change', () => {
    const measured = measureZoneOffsets(REGISTRY_TIME_ZONE, intlZoneOffsetMinutes, REGISTRY_ZONE_OFFSETS.from, REGISTRY_ZONE_OFFSETS.until)
    expect(measured, 'new time-zone rules in this Node: run `npm run make:zone-offsets`').toEqual(REGISTRY_ZONE_OFFSETS)
    expect(REGISTRY_ZONE_OFFSETS.changes.length).toBe(200)
  })

  it('agrees with ICU on each side of every change', () => {
    for (const [at] of REGISTRY_ZONE_OFFSETS.changes) {
      for (const ms of [at - HOUR, at - 1000, at, at + 1000, at + HOUR]) expect(offsetFromTable(REGISTRY_ZONE_OFFSETS, ms)).toBe(intlZoneOffsetMinutes(ms))
    }
  })
})

describe('offsetFromTable', () => {
  const table: ZoneOffsetTable = { zone: 'Test/Zone', from: 1000, until: 5000, initialOffset: 60, changes: [[2000, 120], [3000, 60]] }

  it('answers inside the span only, `until` excluded', () => {
    expect(offsetFromTable(table, 999)).toBeUndefined()
    expect(offsetFromTable(table, 5000)).toBeUndefined()
    expect(offsetFromTable(table, Number.NaN)).toBeUndefined()
    expect(offsetFromTable(table, 1000)).toBe(60)
    expect(offsetFromTable(table, 4999)).toBe(60)
  })

  it('takes a change from its own instant on', () => {
    expect(offsetFromTable(table, 1999)).toBe(60)
    expect(offsetFromTable(table, 2000)).toBe(120)
    expect(offsetFromTable(table, 2999)).toBe(120)
    expect(offsetFromTable(table, 3000)).toBe(60)
  })
})

describe('measureZoneOffsets', () => {
  const from = Date.UTC(2030, 0, 1)

  it('finds a change at the first millisecond of a probed day, and two changes in one day', () => {
    const firstOfDay = from + 3 * DAY
    const morning = from + 5 * DAY + 6 * HOUR
    const evening = from + 5 * DAY + 18 * HOUR + 1
    const offsetAt = (ms: number) => (ms >= evening ? 0 : ms >= morning ? 30 : ms >= firstOfDay ? 120 : 60)
    expect(measureZoneOffsets('Test/Zone', offsetAt, from, from + 10 * DAY)).toEqual({
      zone: 'Test/Zone',
      from,
      until: from + 10 * DAY,
      initialOffset: 60,
      changes: [
        [firstOfDay, 120],
        [morning, 30],
        [evening, 0],
      ],
    })
  })

  it('finds a change in the last millisecond of a span that ends inside a day', () => {
    const until = from + DAY + 500
    expect(measureZoneOffsets('Test/Zone', (ms) => (ms >= until - 1 ? 0 : 60), from, until).changes).toEqual([[until - 1, 0]])
  })
})

describe('the registry calendar outside the table', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('asks ICU only for instants outside the table, and ICU dates them as before', async () => {
    const made = vi.fn()
    class CountedFormat extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args)
        made()
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat: CountedFormat }))
    // A time.ts of its own, whose wall clock no other test has made yet.
    vi.resetModules()
    const time = await import('../../../local-server/time.js')
    expect(time.formatDateTime(Date.parse('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59+01:00')
    expect(time.formatDateTime(Date.parse('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00')
    expect(time.formatDate(Date.parse('2099-12-31T23:30:00Z'))).toBe('2100-01-01')
    expect(made).not.toHaveBeenCalled()
    expect(time.formatDateTime(Date.parse('2100-01-01T00:00:00Z'))).toBe('2100-01-01T01:00:00+01:00')
    expect(time.formatDateTime(Date.parse('1990-07-01T12:00:00Z'))).toBe('1990-07-01T14:00:00+02:00')
    expect(time.formatDateTime(Date.parse('2150-01-15T12:00:00Z'))).toBe('2150-01-15T13:00:00+01:00')
    expect(time.formatDateTime(Date.parse('1999-12-31T22:59:59Z'))).toBe('1999-12-31T23:59:59+01:00')
    expect(made).toHaveBeenCalledTimes(1)
  })
})
