import { describe, expect, it } from 'vitest'
import { keepUnchanged, readListState, sortDirection, toApiQuery, toggleSort, writeListState } from '@/composables/list-state'

const spec = {
  status: { kind: 'multi' },
  amount: { kind: 'range' },
  created: { kind: 'dateRange', repeatable: true },
  invoiceDate: { kind: 'dateRange' },
  org: { kind: 'text', op: 'startsWith' },
} as const
const defaults = { size: 20, sort: ['created,desc'] }

describe('list state in the URL', () => {
  it('reads filters, page, size and sort, and ignores junk', () => {
    const s = readListState(
      { status: 'approved,rejected', 'amount.min': '100', page: '2', size: '500', sort: ['amount,desc'], other: 'x' },
      spec,
      defaults,
    )
    expect(s).toEqual({ filters: { status: 'approved,rejected', 'amount.min': '100' }, page: 2, size: 100, sort: ['amount,desc'] })
    expect(readListState({ page: '-3', size: 'abc' }, spec, defaults)).toMatchObject({ page: 0, size: 20, sort: ['created,desc'] })
  })

  it('writes back only what differs from the defaults, and reads back the same state', () => {
    const state = { filters: { 'created.from': '2026-01-01' }, page: 0, size: 20, sort: ['created,desc'] }
    expect(writeListState(state, defaults)).toEqual({ 'created.from': '2026-01-01' })
    const other = { filters: { status: 'submitted' }, page: 3, size: 50, sort: ['amount'] }
    const url = writeListState(other, defaults) as Record<string, string | string[]>
    expect(readListState(url, spec, defaults)).toEqual(other)
  })
})

describe('toApiQuery: the clerk’s filters in the API grammar', () => {
  const q = (filters: Record<string, string>) => toApiQuery(spec, { filters, page: 1, size: 20, sort: ['amount,desc'] })

  it('several values become in:, one value stays plain', () => {
    expect(q({ status: 'approved' }).status).toBe('approved')
    expect(q({ status: 'approved,rejected' }).status).toBe('in:approved,rejected')
  })
  it('ranges become between, ge or le', () => {
    expect(q({ 'amount.min': '100', 'amount.max': '200' }).amount).toBe('between:100,200')
    expect(q({ 'amount.min': '100' }).amount).toBe('ge:100')
    expect(q({ 'amount.max': '200' }).amount).toBe('le:200')
  })
  it('date ranges on a repeatable parameter become two conditions, days included', () => {
    expect(q({ 'created.from': '2026-01-01', 'created.to': '2026-01-31' }).created).toEqual(['ge:2026-01-01', 'le:2026-01-31'])
    expect(q({ 'invoiceDate.to': '2026-01-31' }).invoiceDate).toBe('le:2026-01-31')
  })
  it('text filters carry their operator; paging and sort pass through', () => {
    expect(q({ org: 'Ros' })).toEqual({ org: 'startsWith:Ros', page: 1, size: 20, sort: ['amount,desc'] })
  })
})

describe('text filters whose operator the clerk chooses', () => {
  const users = { name: { kind: 'text', ops: ['contains', 'startsWith', 'endsWith', 'eq'] }, email: { kind: 'text' } } as const
  const q = (filters: Record<string, string>) => toApiQuery(users, { filters, page: 0, size: 20, sort: [] })

  it('reads the operator from the URL beside the value', () => {
    expect(readListState({ name: 'Ros', 'name.op': 'startsWith', 'email.op': 'contains' }, users, defaults).filters).toEqual({ name: 'Ros', 'name.op': 'startsWith' })
  })
  it('sends the chosen operator, the first by default, and eq plain', () => {
    expect(q({ name: 'Ros' }).name).toBe('contains:Ros')
    expect(q({ name: 'Ros', 'name.op': 'startsWith' }).name).toBe('startsWith:Ros')
    expect(q({ name: 'Ros', 'name.op': 'endsWith' }).name).toBe('endsWith:Ros')
    expect(q({ name: 'Sara', 'name.op': 'eq' }).name).toBe('Sara')
  })
  it('ignores an operator the filter does not offer, and an operator without a value', () => {
    expect(q({ name: 'Ros', 'name.op': 'notIn' }).name).toBe('contains:Ros')
    expect(q({ 'name.op': 'startsWith' }).name).toBeUndefined()
    expect(q({ email: 'a@b.it' }).email).toBe('a@b.it')
  })
})

describe('sorting by column', () => {
  it('toggles ascending then descending', () => {
    expect(toggleSort(['created,desc'], 'amount')).toEqual(['amount'])
    expect(toggleSort(['amount'], 'amount')).toEqual(['amount,desc'])
    expect(toggleSort(['amount,desc'], 'amount')).toEqual(['amount'])
    expect(sortDirection(['amount,desc'], 'amount')).toBe('descending')
    expect(sortDirection(['amount'], 'amount')).toBe('ascending')
    expect(sortDirection(['amount'], 'created')).toBe('none')
  })
})

describe('keepUnchanged: a URL change changes only the parts of the state it changed', () => {
  const before = { filters: { status: 'approved' }, page: 1, size: 20, sort: ['created,desc'] }

  it('another page keeps the very same filters and sort', () => {
    const next = keepUnchanged(before, { filters: { status: 'approved' }, page: 2, size: 20, sort: ['created,desc'] })
    expect(next).toEqual({ ...before, page: 2 })
    expect(next.filters).toBe(before.filters)
    expect(next.sort).toBe(before.sort)
  })

  it('the same URL read again gives the same state', () => {
    expect(keepUnchanged(before, { filters: { status: 'approved' }, page: 1, size: 20, sort: ['created,desc'] })).toBe(before)
  })

  it('changed filters or sort are taken as they come', () => {
    const next = keepUnchanged(before, { filters: { status: 'rejected' }, page: 0, size: 20, sort: ['amount'] })
    expect(next).toEqual({ filters: { status: 'rejected' }, page: 0, size: 20, sort: ['amount'] })
    expect(keepUnchanged(before, { ...before, filters: {} }).filters).toEqual({})
    expect(keepUnchanged(undefined, before)).toBe(before)
  })
})
