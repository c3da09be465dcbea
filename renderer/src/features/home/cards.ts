/**
 * The home screen's cards: what needs attention, per role. Which cards a user sees follows the
 * groups of the API operations each card calls (`access.groups` of the contract, as the routes
 * do); each card's search asks for a few rows only, and its link opens the card's screen with
 * the same filter in the URL (`composables/list-state.ts`). Pure: the view and the tests share it.
 */
import type { RouteLocationRaw } from 'vue-router'
import { creditGet, sandboxEppMessages } from '@contract/credit'
import { darwinRequestsExpiring, darwinRequestsList } from '@contract/darwin-requests'
import { invoicesList } from '@contract/invoices'
import type { Group } from '@contract/operation'
import { paymentsList } from '@contract/payments'
import { WORKING_STATUSES } from '@validation/darwin-workflow'

export type HomeCardId = 'credit' | 'creditWarnings' | 'bankPayments' | 'invoices' | 'darwinExpiring' | 'darwinMine'

/** A card shows this many rows at most; its count says how many there are. */
export const CARD_ROWS = 3
/** The darwin requests expiring within this many days (one of the queue's choices). */
export const EXPIRING_DAYS = 7
const DARWIN_VIEW = 'referenceContact,expirationDays'

interface CardDef {
  readonly id: HomeCardId
  /** The groups allowed to call every operation the card uses. */
  readonly groups: readonly Group[]
  /** The card reads the sandbox's own operations: not in live mode. */
  readonly sandboxOnly?: boolean
}

const CARDS: readonly CardDef[] = [
  { id: 'credit', groups: creditGet.access.groups },
  { id: 'creditWarnings', groups: sandboxEppMessages.access.groups, sandboxOnly: true },
  { id: 'bankPayments', groups: paymentsList.access.groups },
  { id: 'invoices', groups: invoicesList.access.groups },
  { id: 'darwinExpiring', groups: darwinRequestsExpiring.access.groups },
  { id: 'darwinMine', groups: darwinRequestsList.access.groups },
]

/** The cards of a user in these groups, in the screen's order; `live`: in front of the real registry. */
export function homeCards(groups: readonly Group[], live: boolean): HomeCardId[] {
  return CARDS.filter((c) => c.groups.some((g) => groups.includes(g)) && !(live && c.sandboxOnly)).map((c) => c.id)
}

/** The bank transfers still waiting for the registry: the same filter in the list's URL and in the search. */
const BANK_SUBMITTED = { status: 'submitted', type: 'bank' } as const
const MINE_STATUSES = WORKING_STATUSES.join(',')

/** Where each card's link goes: its screen, with the card's filter in the URL. */
export const CARD_LINKS: Readonly<Record<HomeCardId, RouteLocationRaw>> = {
  credit: { name: 'credit' },
  creditWarnings: { name: 'credit' },
  bankPayments: { name: 'payments', query: { ...BANK_SUBMITTED } },
  invoices: { name: 'invoices' },
  darwinExpiring: { name: 'darwin-queue', query: { within: String(EXPIRING_DAYS) } },
  darwinMine: { name: 'darwin-queue', query: { registrarAssignation: 'assignedToMe', status: MINE_STATUSES } },
}

/** The searches of the paged cards (API grammar), a few rows each. */
export const CARD_QUERIES = {
  bankPayments: { ...BANK_SUBMITTED, page: 0, size: CARD_ROWS, sort: ['created,desc'] },
  invoices: { page: 0, size: CARD_ROWS, sort: ['invoiceDate,desc'] },
  darwinExpiring: { days: EXPIRING_DAYS, view: DARWIN_VIEW, page: 0, size: CARD_ROWS },
  darwinMine: { registrarAssignation: 'assignedToMe', status: `in:${MINE_STATUSES}`, view: DARWIN_VIEW, page: 0, size: CARD_ROWS },
} as const
