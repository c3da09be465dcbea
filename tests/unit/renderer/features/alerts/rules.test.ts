import { describe, expect, it } from 'vitest'
import { DARWIN_ALERT_DAYS, EMPTY_MEMORY, evaluate, MAX_REMEMBERED_EVENTS, type Observation } from '@/features/alerts/rules'

const credit = (status: 'normalBalance' | 'belowThreshold' | 'exhausted', amount = 120, lastupdate = '2026-11-24T09:00:00+01:00') =>
  ({ credit: { status, credit: amount, threshold: 500, lastupdate } }) satisfies Observation
const request = (id: number, expirationDays: number | undefined, statusDate = '2026-11-20T10:00:00+01:00') => ({ id, statusDate, expirationDays, org: `Org ${id}` })
/** What a check of the registry's `today` saw of darwin. */
const darwin = (requests: ReturnType<typeof request>[], today = '2026-11-29') => ({ darwin: { today, requests } }) satisfies Observation

describe('the credit alert', () => {
  it('tells the credit below the threshold once, however many checks see it there', () => {
    const first = evaluate(EMPTY_MEMORY, credit('belowThreshold'))
    expect(first.alerts).toEqual([
      { key: 'credit:belowThreshold:2026-11-24T09:00:00+01:00', kind: 'creditLow', params: { status: 'belowThreshold', credit: 120, threshold: 500 }, target: { name: 'credit' } },
    ])
    // Spent further, still below: the same event.
    const second = evaluate(first.memory, credit('belowThreshold', 80, '2026-11-24T10:00:00+01:00'))
    expect(second.alerts).toEqual([])
  })

  it('tells it again only after the credit was seen back above the threshold', () => {
    let memory = evaluate(EMPTY_MEMORY, credit('belowThreshold')).memory
    memory = evaluate(memory, credit('normalBalance', 900)).memory
    expect(evaluate(memory, credit('normalBalance', 700)).alerts).toEqual([])
    const again = evaluate(memory, credit('belowThreshold', 300, '2026-11-25T09:00:00+01:00'))
    expect(again.alerts.map((a) => a.key)).toEqual(['credit:belowThreshold:2026-11-25T09:00:00+01:00'])
  })

  it('tells the credit exhausted as a worse event, even after the below-threshold one', () => {
    const below = evaluate(EMPTY_MEMORY, credit('belowThreshold'))
    const gone = evaluate(below.memory, credit('exhausted', 0))
    expect(gone.alerts.map((a) => a.params.status)).toEqual(['exhausted'])
    // Topped up a little, still below: better, not a new event.
    expect(evaluate(gone.memory, credit('belowThreshold', 50)).alerts).toEqual([])
  })

  it('says nothing about a normal credit, and keeps the memory when the credit was not looked at', () => {
    expect(evaluate(EMPTY_MEMORY, credit('normalBalance', 900)).alerts).toEqual([])
    const memory = evaluate(EMPTY_MEMORY, credit('belowThreshold')).memory
    expect(evaluate(memory, {}).memory).toEqual(memory)
  })
})

describe('the darwin deadline alert', () => {
  it(`tells each request within ${DARWIN_ALERT_DAYS} days of its deadline once, leading to the request`, () => {
    const first = evaluate(EMPTY_MEMORY, darwin([request(7, 3), request(8, 0), request(9, 5), request(10, undefined)]))
    expect(first.alerts).toEqual([
      { key: 'darwin:7:2026-11-20T10:00:00+01:00', kind: 'darwinDeadline', params: { id: 7, deadline: '2026-12-02', org: 'Org 7' }, target: { name: 'darwin-request', params: { requestId: '7' } } },
      { key: 'darwin:8:2026-11-20T10:00:00+01:00', kind: 'darwinDeadline', params: { id: 8, deadline: '2026-11-29', org: 'Org 8' }, target: { name: 'darwin-request', params: { requestId: '8' } } },
    ])
    // The next day, one day closer: nothing new.
    expect(evaluate(first.memory, darwin([request(7, 2)], '2026-11-30')).alerts).toEqual([])
  })

  it('tells a request again when it comes back to the registrar for a new waiting period', () => {
    const { memory } = evaluate(EMPTY_MEMORY, darwin([request(7, 1)]))
    const back = evaluate(memory, darwin([request(7, 2, '2026-11-23T16:00:00+01:00')]))
    expect(back.alerts.map((a) => a.key)).toEqual(['darwin:7:2026-11-23T16:00:00+01:00'])
  })

  it('remembers a bounded number of told events, the newest', () => {
    let memory = EMPTY_MEMORY
    for (let id = 1; id <= MAX_REMEMBERED_EVENTS + 10; id += 1) memory = evaluate(memory, darwin([request(id, 1)])).memory
    expect(memory.darwinTold).toHaveLength(MAX_REMEMBERED_EVENTS)
    expect(memory.darwinTold.at(-1)).toBe(`darwin:${MAX_REMEMBERED_EVENTS + 10}:2026-11-20T10:00:00+01:00`)
    expect(memory.darwinTold[0]).toBe('darwin:11:2026-11-20T10:00:00+01:00')
  })

  it('tells credit and darwin events of one check together', () => {
    const { alerts } = evaluate(EMPTY_MEMORY, { ...credit('exhausted', 0), ...darwin([request(3, 1)]) })
    expect(alerts.map((a) => a.kind)).toEqual(['creditLow', 'darwinDeadline'])
  })
})
