import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { FaultRuleInputSchema } from '@contract/faults'
import { emptyFaultForm, type FaultForm, faultFieldOf, faultKindOf, faultRuleOf } from '@/features/faults/rule-form'

const form = (over: Partial<FaultForm>): FaultForm => ({ ...emptyFaultForm(), ...over })
const rule = (over: Partial<FaultForm>) => {
  const built = faultRuleOf(form(over))
  if (!built.ok) throw new Error(JSON.stringify(built.errors))
  expect(Value.Check(FaultRuleInputSchema, built.rule)).toBe(true)
  return built.rule
}

describe('the fault form’s rule', () => {
  it('an error 503 on an operation, every time, with no end', () => {
    expect(rule({ operationId: 'invoices.list' })).toEqual({ match: { operationId: 'invoices.list' }, action: { kind: 'error', status: 503 }, probability: 1 })
  })

  it('a random delay on a path and a method, half of the time, ten times, named', () => {
    expect(rule({ target: 'path', path: ' /v1/darwin/** ', method: 'GET', kind: 'delayRange', ms: '200', maxMs: '2000', probability: '50', count: '10', name: ' slow ' })).toEqual({
      name: 'slow', match: { path: '/v1/darwin/**', method: 'GET' }, action: { kind: 'delay', ms: 200, maxMs: 2000 }, probability: 0.5, count: 10,
    })
  })

  it('a dropped connection, and a timeout with or without its time', () => {
    expect(rule({ operationId: 'payments.list', kind: 'drop', probability: '33,3' })).toMatchObject({ action: { kind: 'drop' }, probability: 0.333 })
    expect(rule({ operationId: 'payments.list', kind: 'timeout' }).action).toEqual({ kind: 'timeout' })
    expect(rule({ operationId: 'payments.list', kind: 'timeout', timeoutMs: '5000' }).action).toEqual({ kind: 'timeout', ms: 5000 })
  })

  it('says which field is empty or not a number, and leaves ranges to the server', () => {
    expect(faultRuleOf(form({ kind: 'delay', ms: 'abc', probability: '' }))).toEqual({ ok: false, errors: { operationId: 'required', ms: 'number', probability: 'required' } })
    expect(faultRuleOf(form({ operationId: 'x', status: '700' })).ok).toBe(true)
  })
})

describe('the server’s refusals on the form', () => {
  it('go to the field of the kind chosen, not to the other kinds’ fields of the union', () => {
    expect(faultFieldOf('action.ms', { kind: 'timeout', target: 'path' })).toBe('timeoutMs')
    expect(faultFieldOf('action.ms', { kind: 'delayRange', target: 'path' })).toBe('ms')
    expect(faultFieldOf('action.ms', { kind: 'error', target: 'path' })).toBeUndefined()
    expect(faultFieldOf('action.status', { kind: 'error', target: 'path' })).toBe('status')
    expect(faultFieldOf('match', { kind: 'error', target: 'operation' })).toBe('operationId')
    expect(faultFieldOf('match.path', { kind: 'error', target: 'path' })).toBe('path')
    expect(faultFieldOf('probability', { kind: 'error', target: 'path' })).toBe('probability')
  })

  it('a kept delay with a maximum is a random delay', () => {
    expect(faultKindOf({ kind: 'delay', ms: 1, maxMs: 2 })).toBe('delayRange')
    expect(faultKindOf({ kind: 'delay', ms: 1 })).toBe('delay')
  })
})
