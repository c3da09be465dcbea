import { describe, expect, it } from 'vitest'
import type { LocationQuery, RouteLocationRaw } from 'vue-router'
import { readListState, toApiQuery } from '@/composables/list-state'
import { expiringQuery, QUEUE_DEFAULTS, QUEUE_SPEC, requestsQuery } from '@/features/darwin/queue'
import { CARD_LINKS, CARD_QUERIES, CARD_ROWS, EXPIRING_DAYS, homeCards } from '@/features/home/cards'

const queryOf = (to: RouteLocationRaw): LocationQuery => (typeof to === 'object' && 'query' in to ? (to.query as LocationQuery) : {})
const nameOf = (to: RouteLocationRaw): unknown => (typeof to === 'object' && 'name' in to ? to.name : undefined)

describe('the home cards per group', () => {
  it('billing sees the credit, the waiting bank transfers and the latest invoices, not the registry’s warnings (an administrator’s sandbox operation)', () => {
    expect(homeCards(['billing'], false)).toEqual(['credit', 'bankPayments', 'invoices'])
  })

  it('domain and darwin see the darwin cards only', () => {
    expect(homeCards(['domain'], false)).toEqual(['darwinExpiring', 'darwinMine'])
    expect(homeCards(['darwin'], false)).toEqual(['darwinExpiring', 'darwinMine'])
  })

  it('an administrator sees every card; in live mode not the sandbox’s credit warnings', () => {
    expect(homeCards(['admin'], false)).toEqual(['credit', 'creditWarnings', 'bankPayments', 'invoices', 'darwinExpiring', 'darwinMine'])
    expect(homeCards(['admin'], true)).not.toContain('creditWarnings')
  })

  it('a user in several groups sees the cards of each, once; a user in none sees none', () => {
    expect(homeCards(['billing', 'domain'], false)).toEqual(['credit', 'bankPayments', 'invoices', 'darwinExpiring', 'darwinMine'])
    expect(homeCards([], false)).toEqual([])
  })
})

describe('the home cards’ links', () => {
  it('open the payments list filtered on bank transfers still submitted: the list reads the same search the card makes', () => {
    const to = CARD_LINKS.bankPayments
    expect(nameOf(to)).toBe('payments')
    expect(queryOf(to)).toEqual({ status: 'submitted', type: 'bank' })
    // The payments list's own filters (PaymentsListView): status and type, several values each.
    const spec = { status: { kind: 'multi' }, type: { kind: 'multi' } } as const
    const api = toApiQuery(spec, readListState(queryOf(to), spec, { size: 20, sort: ['created,desc'] }))
    expect(api).toMatchObject({ status: CARD_QUERIES.bankPayments.status, type: CARD_QUERIES.bankPayments.type })
    expect(CARD_QUERIES.bankPayments.size).toBe(CARD_ROWS)
  })

  it('open the darwin queue with the expiring section on the card’s period', () => {
    const to = CARD_LINKS.darwinExpiring
    expect(nameOf(to)).toBe('darwin-queue')
    const state = readListState(queryOf(to), QUEUE_SPEC, QUEUE_DEFAULTS)
    expect(expiringQuery(state).days).toBe(EXPIRING_DAYS)
    expect(CARD_QUERIES.darwinExpiring.days).toBe(EXPIRING_DAYS)
  })

  it('open the darwin queue on the assigned-to-me tab with the open statuses, the same search as the card', () => {
    const to = CARD_LINKS.darwinMine
    expect(queryOf(to)).toMatchObject({ registrarAssignation: 'assignedToMe' })
    const q = requestsQuery(readListState(queryOf(to), QUEUE_SPEC, QUEUE_DEFAULTS))
    expect(q.registrarAssignation).toBe(CARD_QUERIES.darwinMine.registrarAssignation)
    expect(q.status).toBe(CARD_QUERIES.darwinMine.status)
    expect(q.status).toBe('in:submitted,pending,rejected,registrarUpdated')
  })

  it('open the credit screen and the invoices list; every search asks for a few rows only', () => {
    expect(nameOf(CARD_LINKS.credit)).toBe('credit')
    expect(nameOf(CARD_LINKS.creditWarnings)).toBe('credit')
    expect(nameOf(CARD_LINKS.invoices)).toBe('invoices')
    for (const q of Object.values(CARD_QUERIES)) expect(q.size).toBeLessThanOrEqual(5)
  })
})
