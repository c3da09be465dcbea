/**
 * The fault rules' store (local-server/faults/rules.ts): `anyActive`, asked on every request
 * before its registrar is known, follows every change of any registrar's rules; reading a
 * registrar's rules changes nothing of them.
 */
import { describe, expect, it } from 'vitest'
import type { FaultRuleInput } from '../../../../local-server/contract/faults.js'
import { createFaultRules } from '../../../../local-server/faults/rules.js'

const DEMO = 1
const OTHER = 2
const credit: FaultRuleInput = { match: { path: '/v1/credit' }, action: { kind: 'error', status: 503 }, probability: 1 }
const target = { method: 'GET', path: '/v1/credit' }

describe('fault rules: anyActive', () => {
  it('is false with no rule, true once a registrar has one, false again once it is removed or cleared', () => {
    const rules = createFaultRules()
    expect(rules.anyActive()).toBe(false)
    const rule = rules.add(DEMO, credit)
    expect(rules.anyActive()).toBe(true)
    expect(rules.remove(DEMO, rule.id)).toBe(true)
    expect(rules.anyActive()).toBe(false)

    rules.add(DEMO, credit)
    rules.add(OTHER, credit)
    rules.clear(DEMO)
    expect(rules.anyActive()).toBe(true)
    rules.clear(OTHER)
    expect(rules.anyActive()).toBe(false)
  })

  it('turns false when the last counted rule has been applied its count of times', () => {
    const rules = createFaultRules()
    rules.add(DEMO, { ...credit, count: 2 })
    expect(rules.pick(DEMO, target)?.applied).toBe(1)
    expect(rules.anyActive()).toBe(true)
    expect(rules.pick(DEMO, target)).toMatchObject({ applied: 2, active: false })
    expect(rules.anyActive()).toBe(false)
    expect(rules.pick(DEMO, target)).toBeUndefined()
    // An exhausted rule removed is not counted out a second time.
    rules.remove(DEMO, 1)
    rules.add(OTHER, credit)
    expect(rules.anyActive()).toBe(true)
  })

  it("stays true while the file's rules may reach a registrar that has not met them yet", () => {
    const rules = createFaultRules()
    rules.addInitial(credit)
    expect(rules.anyActive()).toBe(true)
    rules.clear(DEMO)
    rules.clear(OTHER)
    expect(rules.anyActive()).toBe(true)
    expect(rules.pick(3, target)?.id).toBe(1)
  })
})

describe("fault rules: a registrar's own copy of the file's rules", () => {
  it('is listed and counted without being made, and made the first time a rule applies', () => {
    const rules = createFaultRules()
    rules.addInitial({ ...credit, count: 1 })
    expect(rules.list(DEMO)).toEqual([expect.objectContaining({ id: 1, applied: 0, active: true })])
    expect(rules.activeCount(DEMO)).toBe(1)
    expect(rules.pick(DEMO, target)?.applied).toBe(1)
    expect(rules.activeCount(DEMO)).toBe(0)
    expect(rules.list(DEMO)).toEqual([expect.objectContaining({ applied: 1, active: false })])
    // Another registrar's copy is untouched.
    expect(rules.list(OTHER)).toEqual([expect.objectContaining({ applied: 0, active: true })])
  })

  it('numbers a new rule after the file rules even when the registrar had only been listed', () => {
    const rules = createFaultRules()
    rules.addInitial(credit)
    rules.list(DEMO)
    expect(rules.add(DEMO, credit).id).toBe(2)
  })
})
