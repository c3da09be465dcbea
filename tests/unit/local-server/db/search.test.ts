import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../local-server/api-error.js'
import { COMPARISON, defineSearch, EQUALITY } from '../../../../local-server/contract/query.js'
import { compileFilters, compileSearch, compileSort, filterRange, splitOperator } from '../../../../local-server/db/search.js'
import { endOfDate, startOfDate } from '../../../../local-server/time.js'

const def = defineSearch({
  filters: {
    amount: { kind: 'number', operators: [...COMPARISON, 'in', 'notIn', 'between'], description: 'Amount' },
    type: { kind: 'string', operators: EQUALITY, values: ['bank', 'creditCard'], description: 'Type' },
    created: { kind: 'dateTime', operators: [...COMPARISON, 'between'], multiple: true, description: 'Created' },
    day: { kind: 'dateTime', operators: [...COMPARISON, 'between'], description: 'Date column' },
    name: { kind: 'string', operators: ['eq', 'contains', 'startsWith', 'endsWith'], description: 'Name' },
    number: { kind: 'integer', operators: ['eq', 'isNotNull'], description: 'Number' },
  },
  sort: ['created', 'amount'],
  combinations: ['amount+-created'],
})
const mapping = {
  filters: {
    amount: { sql: 'amount_cents', storage: 'cents' },
    type: { sql: 'type', storage: 'text' },
    created: { sql: 'created', storage: 'epochMs' },
    day: { sql: 'day', storage: 'dateText' },
    name: { sql: 'name', storage: 'text' },
    number: { sql: 'number', storage: 'integer' },
  },
  sort: { created: 'created', amount: 'amount_cents' },
  defaultOrder: 'created DESC, id DESC',
  tieBreaker: 'id',
} as const

const filters = (query: Record<string, unknown>) => compileFilters(def, mapping, query)

function rejects(query: Record<string, unknown>, code: string, field: string) {
  try {
    filters(query)
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError)
    expect((err as ApiError).status).toBe(400)
    expect((err as ApiError).code).toBe(code)
    expect((err as ApiError).field).toBe(field)
    return
  }
  throw new Error(`expected ${JSON.stringify(query)} to be rejected`)
}

describe('splitOperator', () => {
  it('reads a known operator prefix and treats anything else as an eq value', () => {
    expect(splitOperator('ge:200')).toEqual({ op: 'ge', value: '200' })
    expect(splitOperator('200')).toEqual({ op: 'eq', value: '200' })
    expect(splitOperator('2026-03-01T10:15:00+01:00')).toEqual({ op: 'eq', value: '2026-03-01T10:15:00+01:00' })
    expect(splitOperator('notIn:a,b')).toEqual({ op: 'notIn', value: 'a,b' })
  })
})

describe('each operator', () => {
  it.each([
    ['200', 'amount_cents = ?', [20000]],
    ['eq:12.5', 'amount_cents = ?', [1250]],
    ['ne:1', 'amount_cents <> ?', [100]],
    ['gt:1', 'amount_cents > ?', [100]],
    ['lt:1', 'amount_cents < ?', [100]],
    ['ge:1', 'amount_cents >= ?', [100]],
    ['le:1', 'amount_cents <= ?', [100]],
    ['in:1,2.5', 'amount_cents IN (?, ?)', [100, 250]],
    ['notIn:1,2', 'amount_cents NOT IN (?, ?)', [100, 200]],
    ['between:100,200', 'amount_cents BETWEEN ? AND ?', [10000, 20000]],
  ])('amount=%s', (raw, sql, args) => {
    expect(filters({ amount: raw })).toEqual({ where: [sql], args })
  })

  it('contains, startsWith and endsWith escape LIKE wildcards', () => {
    expect(filters({ name: 'contains:50%_off' }).args).toEqual(['%50\\%\\_off%'])
    expect(filters({ name: 'startsWith:Ros' })).toEqual({ where: [`name LIKE ? ESCAPE '\\'`], args: ['Ros%'] })
    expect(filters({ name: 'endsWith:ssi' }).args).toEqual(['%ssi'])
  })

  it('isNotNull takes no value', () => {
    expect(filters({ number: 'isNotNull:' })).toEqual({ where: ['number IS NOT NULL'], args: [] })
    rejects({ number: 'isNotNull:5' }, 'invalid_value', 'number')
  })

  it('a date on a date-time parameter means that whole day in the registry zone', () => {
    const from = startOfDate('2026-03-01')
    const to = endOfDate('2026-03-01')
    expect(filters({ created: ['2026-03-01'] })).toEqual({ where: ['created BETWEEN ? AND ?'], args: [from, to] })
    expect(filters({ created: ['lt:2026-03-01'] }).args).toEqual([from])
    expect(filters({ created: ['gt:2026-03-01'] }).args).toEqual([to])
    expect(filters({ created: ['le:2026-03-01'] }).args).toEqual([to])
    expect(new Date(from).toISOString()).toBe('2026-02-28T23:00:00.000Z')
  })

  it('a date-time written to the second means that whole second, as the API writes instants', () => {
    const from = Date.parse('2026-03-01T09:15:00Z')
    const to = from + 999
    expect(filters({ created: ['2026-03-01T10:15:00+01:00'] })).toEqual({ where: ['created BETWEEN ? AND ?'], args: [from, to] })
    expect(filters({ created: ['gt:2026-03-01T10:15:00+01:00'] }).args).toEqual([to])
    expect(filters({ created: ['ge:2026-03-01T10:15:00+01:00'] }).args).toEqual([from])
    expect(filters({ created: ['lt:2026-03-01T10:15:00+01:00'] }).args).toEqual([from])
    expect(filters({ created: ['le:2026-03-01T10:15:00+01:00'] }).args).toEqual([to])
    expect(filters({ created: ['between:2026-03-01T10:15:00+01:00,2026-03-01T10:15:00+01:00'] }).args).toEqual([from, to])
    expect(filters({ created: ['le:2026-03-01T10:15:00.250+01:00'] }).args).toEqual([from + 250])
    // The bucket totals read the same range.
    const range = (raw: string[]) => filterRange(def, mapping, 'created', raw)
    expect(range(['2026-03-01T10:15:00+01:00'])).toEqual({ lo: from, hi: to })
    expect(range(['gt:2026-03-01T10:15:00+01:00'])).toEqual({ lo: to + 1, hi: Number.MAX_SAFE_INTEGER })
    expect(range(['lt:2026-03-01T10:15:00+01:00'])).toEqual({ lo: Number.MIN_SAFE_INTEGER, hi: from - 1 })
    expect(range(['between:2026-03-01T10:15:00+01:00,2026-03-01T10:15:00.5+01:00'])).toEqual({ lo: from, hi: from + 500 })
  })

  it('a repeatable parameter adds one condition per value', () => {
    const r = filters({ created: ['ge:2026-01-01T00:00:00+01:00', 'lt:2026-02-01T00:00:00Z'] })
    expect(r.where).toEqual(['created >= ?', 'created < ?'])
    expect(r.args).toEqual([Date.parse('2025-12-31T23:00:00Z'), Date.parse('2026-02-01T00:00:00Z')])
  })

  it('a date-time on a date column compares dates', () => {
    expect(filters({ day: 'ge:2026-03-01T10:00:00+01:00' }).args).toEqual(['2026-03-01'])
  })
})

describe('errors name the parameter', () => {
  it('an operator the parameter does not list', () => rejects({ type: 'gt:bank' }, 'operator_not_allowed', 'type'))
  it('a value of the wrong type', () => rejects({ amount: 'ge:abc' }, 'invalid_value', 'amount'))
  it('a value outside the closed list', () => rejects({ type: 'cash' }, 'invalid_value', 'type'))
  it('an impossible date', () => rejects({ created: ['2026-02-30'] }, 'invalid_value', 'created'))
  it('a date-time without offset', () => rejects({ created: ['2026-02-03T10:00:00'] }, 'invalid_value', 'created'))
  it('between with one bound', () => rejects({ amount: 'between:100' }, 'invalid_value', 'amount'))
  it('an empty list', () => rejects({ amount: 'in:' }, 'invalid_value', 'amount'))
  it.each([' 100', '100 ', 'in:100, 200', 'between:1,2 ', '1e2', '+1', '99999999999999999999'])('an amount not written exactly: %j', (raw) =>
    rejects({ amount: raw }, 'invalid_value', 'amount'),
  )
  it.each([' 1', '1.0', '1e0', '0x1', 'eq:1.00', '9223372036854775808', '-9223372036854775809'])('an integer not written exactly, or beyond int64: %j', (raw) =>
    rejects({ number: raw }, 'invalid_value', 'number'),
  )
})

describe('numbers beyond 2^53 − 1, within int64', () => {
  it('are bound as ±2^53, which compares with every stored value as the number itself would', () => {
    expect(filters({ number: '9223372036854775807' }).args).toEqual([2 ** 53])
    expect(filters({ number: '-9007199254740993' }).args).toEqual([-(2 ** 53)])
    expect(filters({ amount: 'lt:92233720368547758.07' }).args).toEqual([2 ** 53])
  })

  it('give the bucket totals a range past every stored value', () => {
    const range = (raw: string[]) => filterRange(def, mapping, 'amount', raw)
    expect(range(['ge:92233720368547758.07'])).toEqual({ lo: 2 ** 53, hi: Number.MAX_SAFE_INTEGER })
    expect(range(['le:92233720368547758.07'])).toEqual({ lo: Number.MIN_SAFE_INTEGER, hi: Number.MAX_SAFE_INTEGER })
    expect(range(['90071992547409.93'])).toEqual({ lo: 2 ** 53, hi: Number.MAX_SAFE_INTEGER })
  })
})

describe('sort and paging', () => {
  it('field or field,desc; the id tie-breaker follows the last field', () => {
    expect(compileSort(def, mapping, ['amount,desc'])).toEqual({ orderBy: 'amount_cents DESC, id DESC', sortKey: 'amount' })
    expect(compileSort(def, mapping, ['created'])).toEqual({ orderBy: 'created ASC, id ASC', sortKey: 'created' })
    expect(compileSort(def, mapping, undefined)).toEqual({ orderBy: 'created DESC, id DESC', sortKey: '' })
  })
  it('a listed combination, in its directions or their reverse', () => {
    expect(compileSort(def, mapping, ['amount,desc', 'created'])).toEqual({ orderBy: 'amount_cents DESC, created ASC, id ASC', sortKey: 'amount+-created' })
    expect(compileSort(def, mapping, ['amount', 'created,desc'])).toEqual({ orderBy: 'amount_cents ASC, created DESC, id DESC', sortKey: 'amount+-created' })
  })
  it('a field named again counts once', () => {
    expect(compileSort(def, mapping, ['created,desc', 'created'])).toEqual({ orderBy: 'created DESC, id DESC', sortKey: 'created' })
  })
  it('another combination answers 400 unknown_sort_field naming the allowed sorts', () => {
    for (const sort of [['amount', 'created'], ['created', 'amount,desc']]) {
      expect(() => compileSort(def, mapping, sort)).toThrow(
        expect.objectContaining({ code: 'unknown_sort_field', field: 'sort', message: expect.stringContaining('amount then created in opposite directions') }),
      )
    }
  })
  it('an unknown field or direction answers 400 naming sort', () => {
    expect(() => compileSort(def, mapping, ['password'])).toThrow(expect.objectContaining({ code: 'unknown_sort_field', field: 'sort' }))
    expect(() => compileSort(def, mapping, ['amount,up'])).toThrow(expect.objectContaining({ code: 'invalid_value', field: 'sort' }))
  })
  it('turns page and size into limit and offset', () => {
    expect(compileSearch(def, mapping, { page: 3, size: 20 })).toMatchObject({ limit: 20, offset: 60, page: 3, size: 20 })
  })
})
