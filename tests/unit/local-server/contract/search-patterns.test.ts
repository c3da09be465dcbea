import { describe, expect, it } from 'vitest'
import type { FilterDef } from '../../../../local-server/contract/query.js'
import { filterPattern, sortPattern } from '../../../../local-server/contract/search-patterns.js'

const admits = (pattern: string | undefined, value: string) => new RegExp(pattern!).test(value)

describe('filterPattern', () => {
  const status: FilterDef = { kind: 'string', operators: ['eq', 'ne', 'in', 'notIn'], values: ['approved', 'pending'], description: 'Status' }

  it('admits exactly the listed values under exactly the listed operators', () => {
    const p = filterPattern(status)
    for (const ok of ['approved', 'eq:pending', 'ne:approved', 'in:approved,pending', 'notIn:,approved,,']) expect(admits(p, ok), ok).toBe(true)
    for (const bad of ['lost', 'in:approved,lost', 'in:', 'gt:approved', 'between:approved,pending', 'approved ', 'xapproved']) {
      expect(admits(p, bad), bad).toBe(false)
    }
  })

  it('escapes values, takes true/false for a boolean, and leaves open values to the grammar', () => {
    expect(admits(filterPattern({ ...status, values: ['a.b'] }), 'aXb')).toBe(false)
    const flag = filterPattern({ kind: 'boolean', operators: ['eq'], description: 'Flag' })
    expect(['true', 'eq:false', 'yes'].map((v) => admits(flag, v))).toEqual([true, true, false])
    expect(filterPattern({ kind: 'number', operators: ['eq'], description: 'Amount' })).toBeUndefined()
  })

  it('takes between with two values and isNotNull with none', () => {
    const p = filterPattern({ ...status, operators: ['between', 'isNotNull'] })
    expect(['between:approved,pending', 'between:approved', 'isNotNull:', 'isNotNull:true'].map((v) => admits(p, v))).toEqual([true, false, true, true])
  })
})

describe('sortPattern', () => {
  it('admits a listed field with an optional direction; none for a search without sortable fields', () => {
    const p = sortPattern(['amount', 'created'])
    expect(['amount', 'created,desc', 'amount,asc', 'amount,up', 'colour', 'amount,desc,x'].map((v) => admits(p, v))).toEqual([true, true, true, false, false, false])
    expect(sortPattern([])).toBeUndefined()
  })
})
