import { describe, expect, it } from 'vitest'
import { type ListState, readListState } from '@/composables/list-state'
import {
  assignationOf,
  assignationTabs,
  countQuery,
  expiringCountQuery,
  expiringQuery,
  QUEUE_DEFAULTS,
  QUEUE_SPEC,
  requestsQuery,
  withinOf,
} from '@/features/darwin/queue'

const stateOf = (query: Record<string, string>): ListState => readListState(query, QUEUE_SPEC, QUEUE_DEFAULTS)

describe('the darwin queue filters', () => {
  it('asks for the first page with the reference contact and the days left, and no filter', () => {
    expect(requestsQuery(stateOf({}))).toEqual({ page: 0, size: 20, view: 'referenceContact,expirationDays' })
  })

  it('turns the URL filters into the search grammar', () => {
    const s = stateOf({
      registrarAssignation: 'assignedToMe',
      status: 'submitted,pending',
      referenceContactOrg: 'Pasticceria',
      referenceContactRegcode: '02145870362',
      page: '2',
    })
    expect(requestsQuery(s)).toEqual({
      page: 2,
      size: 20,
      view: 'referenceContact,expirationDays',
      registrarAssignation: 'assignedToMe',
      status: 'in:submitted,pending',
      referenceContactOrg: 'startsWith:Pasticceria',
      referenceContactRegcode: '02145870362',
    })
    expect(requestsQuery(stateOf({ status: 'expired' })).status).toBe('expired')
  })

  it('reads an unknown assignment as all, and leaves all out of the query', () => {
    expect(assignationOf(stateOf({ registrarAssignation: 'everything' }))).toBe('all')
    expect(requestsQuery(stateOf({ registrarAssignation: 'all' }))).not.toHaveProperty('registrarAssignation')
    expect(requestsQuery(stateOf({ registrarAssignation: 'unassigned' })).registrarAssignation).toBe('unassigned')
  })

  it('counts each assignment tab with the other filters, without page or view', () => {
    const s = stateOf({ registrarAssignation: 'assigned', status: 'submitted', referenceContactOrg: 'Studio', page: '3' })
    expect(countQuery(s, 'all')).toEqual({ status: 'submitted', referenceContactOrg: 'startsWith:Studio' })
    expect(countQuery(s, 'assignedToMe')).toEqual({ status: 'submitted', referenceContactOrg: 'startsWith:Studio', registrarAssignation: 'assignedToMe' })
  })

  it('lists the expiring requests soonest first with the reference and assignment filters, not the status', () => {
    const s = stateOf({ registrarAssignation: 'unassigned', status: 'pending', referenceContactRegcode: 'RSSMRA80A01H501U', within: '14' })
    expect(expiringQuery(s)).toEqual({
      days: 14,
      page: 0,
      size: 10,
      view: 'referenceContact,expirationDays',
      referenceContactRegcode: 'RSSMRA80A01H501U',
      registrarAssignation: 'unassigned',
    })
    expect(expiringCountQuery(s)).toEqual({ days: 14, referenceContactRegcode: 'RSSMRA80A01H501U', registrarAssignation: 'unassigned' })
    expect(requestsQuery(s)).not.toHaveProperty('within')
  })

  it('expires within 7 days unless one of the offered periods is chosen', () => {
    expect(withinOf(stateOf({}))).toBe(7)
    expect(withinOf(stateOf({ within: '30' }))).toBe(30)
    expect(withinOf(stateOf({ within: '1000' }))).toBe(7)
  })

  it('offers the assignment tabs only to users who see more than their own requests', () => {
    expect(assignationTabs(false)).toEqual(['all', 'assigned', 'unassigned', 'assignedToMe'])
    expect(assignationTabs(true)).toEqual([])
  })
})
