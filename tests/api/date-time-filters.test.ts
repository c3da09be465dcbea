/**
 * A date-time filter finds what the API wrote: instants are kept to the millisecond but written to
 * the second, so a value written to the second means that whole second (docs/api-conventions.md,
 * filters), on every search with a date-time filter, and the page's total counts the same rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { validBank } from './billing-helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })
  await t.close()
})

const setClock = async (now: string) => {
  const res = await t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now, frozen: true } })
  expect(res.statusCode, res.body).toBe(200)
}

// Rows a few milliseconds apart around 10:15:00 in Rome, the middle one as a live clock makes them.
const AROUND = ['2030-05-10T10:14:59.999+02:00', '2030-05-10T10:15:00.437+02:00', '2030-05-10T10:15:01.000+02:00']
// Around the end of a UTC day (23:59:59.500Z, 00:00:00.250Z), where the payments' totals change bucket.
const EDGE = ['2030-05-11T01:59:59.500+02:00', '2030-05-11T02:00:00.250+02:00']

interface Source {
  readonly name: string
  /** Writes one row at the clock's instant. */
  create(as: number): Promise<void>
  /** The list, with what narrows it to this test's rows. */
  readonly url: string
  readonly as: string
}

const SOURCES: Source[] = [
  {
    name: 'payments',
    url: '/v1/payments?size=100&sort=created',
    as: 'billing',
    async create(n) {
      const date = AROUND[0]!.slice(0, 10)
      const body = validBank()
      const payload = { ...body, bankPayment: { ...body.bankPayment, paymentDate: date, valueDate: date, transactionId: `DT${n}` } }
      const res = await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload })
      expect(res.statusCode, res.body).toBe(201)
    },
  },
  {
    name: 'registrar events',
    url: '/v1/registrar/events?size=100&sort=created&type=emailsUpdated',
    as: 'admin',
    async create() {
      const emails = (await t.call({ method: 'GET', url: '/v1/emails', as: 'admin' })).json()
      expect((await t.call({ method: 'PUT', url: '/v1/emails', as: 'admin', payload: emails })).statusCode).toBe(200)
    },
  },
]

describe.each(SOURCES)('$name: a date-time filter value written to the second', (source) => {
  const written = new Map<string, { id: number; created: string }>()

  /** Ids and total of the list with these `created` values. */
  async function search(...created: string[]) {
    const qs = created.map((c) => `&created=${encodeURIComponent(c)}`).join('')
    const res = await t.call({ method: 'GET', url: `${source.url}${qs}`, as: source.as })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { elements: Array<{ id: number }>; page: { totalElements: number } }
    return { ids: body.elements.map((e) => e.id), total: body.page.totalElements }
  }

  beforeAll(async () => {
    for (const [n, at] of [...AROUND, ...EDGE].entries()) {
      await setClock(at)
      await source.create(n)
    }
    // The day's rows in time order are the ones just written, in the order written.
    for (const instants of [AROUND, EDGE]) {
      const day = instants[0]!.slice(0, 10)
      const res = await t.call({ method: 'GET', url: `${source.url}&created=${day}`, as: source.as })
      const rows = (res.json() as { elements: Array<{ id: number; created: string }> }).elements
      expect(rows).toHaveLength(instants.length)
      rows.forEach((row, i) => written.set(instants[i]!, row))
    }
  })

  const id = (at: string) => written.get(at)!.id
  /** The rows `…` names among the instants, with the page's total equal to them. */
  const expectRows = async (day: string, created: string[], rows: string[]) => {
    const found = await search(day, ...created)
    expect(found.ids, created.join(' & ')).toEqual(rows.map(id))
    expect(found.total, created.join(' & ')).toBe(rows.length)
  }

  it('is written to the second, without the milliseconds it is kept with', () => {
    expect(written.get(AROUND[1]!)!.created).toBe('2030-05-10T10:15:00+02:00')
  })

  it('eq, gt, ge, lt, le, ne and between take the whole second of the value as written', async () => {
    const [before, at, after] = AROUND as [string, string, string]
    const w = written.get(at)!.created
    const day = w.slice(0, 10)
    await expectRows(day, [w], [at])
    await expectRows(day, [`eq:${w}`], [at])
    await expectRows(day, [`gt:${w}`], [after])
    await expectRows(day, [`ge:${w}`], [at, after])
    await expectRows(day, [`lt:${w}`], [before])
    await expectRows(day, [`le:${w}`], [before, at])
    await expectRows(day, [`ne:${w}`], [before, after])
    await expectRows(day, [`between:${w},${w}`], [at])
    await expectRows(day, [`between:${written.get(before)!.created},${w}`], [before, at])
    // The same second in UTC.
    await expectRows(day, ['eq:2030-05-10T08:15:00Z'], [at])
  })

  it('a value with a fraction of a second is that instant; to the minute, the whole minute', async () => {
    const [before, at, after] = AROUND as [string, string, string]
    const day = at.slice(0, 10)
    await expectRows(day, [`eq:${at}`], [at])
    await expectRows(day, [`gt:${at}`], [after])
    await expectRows(day, [`ge:${at}`], [at, after])
    await expectRows(day, [`lt:${at}`], [before])
    await expectRows(day, ['le:2030-05-10T10:15:00.436+02:00'], [before])
    await expectRows(day, [`between:${before},${at}`], [before, at])
    // Finer than the stored milliseconds: between .437 and .438, so no row is at it.
    await expectRows(day, ['eq:2030-05-10T10:15:00.4371+02:00'], [])
    await expectRows(day, ['ge:2030-05-10T10:15:00.4371+02:00'], [after])
    await expectRows(day, ['le:2030-05-10T10:15:00.4371+02:00'], [before, at])
    await expectRows(day, ['eq:2030-05-10T10:15+02:00'], [at, after])
    await expectRows(day, ['lt:2030-05-10T10:15+02:00'], [before])
  })

  it('the total counts the page across the end of a UTC day', async () => {
    const [last, next] = EDGE as [string, string]
    const w = written.get(last)!.created
    const day = w.slice(0, 10)
    expect(w).toBe('2030-05-11T01:59:59+02:00')
    await expectRows(day, [`eq:${w}`], [last])
    await expectRows(day, [`le:${w}`], [last])
    await expectRows(day, [`gt:${w}`], [next])
    await expectRows(day, [`between:${w},${w}`], [last])
    await expectRows(day, [`ge:${written.get(next)!.created}`], [next])
    await expectRows(day, [`lt:${written.get(next)!.created}`], [last])
  })
})
