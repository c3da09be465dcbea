/**
 * Live mode's web UI session as the renderer holds it: taken from the address the gateway's
 * sign-in link opens (`/#gateway-session=S`), kept in this tab's sessionStorage, taken out of the
 * address before the router reads it, and sent as `X-Gateway-Session` (never a cookie).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GATEWAY_SESSION_FRAGMENT, GATEWAY_SESSION_HEADER } from '@contract/gateway'
import { gatewaySession, keepGatewaySession, takeGatewaySession } from '@/api/gateway-session'
import { withSession } from '@/features/api-reference/docs-page/session-token'
import { sessionMessage } from '@/features/api-reference/session-message'

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

/** This window opened at `address` (what the sign-in link's redirect does), its address changes watched. */
function openAt(address: string) {
  window.history.replaceState(null, '', address)
  return vi.spyOn(window.history, 'replaceState')
}

describe("the gateway's session in the address", () => {
  it('is the fragment the sign-in link redirects to', () => {
    expect(GATEWAY_SESSION_FRAGMENT).toBe('gateway-session')
  })

  it('is kept for this tab and taken out of the address, which keeps its path and query, in place of its history entry', () => {
    const replaceState = openAt('/app/?lang=it#gateway-session=Abc_-123')
    const entries = window.history.length
    takeGatewaySession()
    expect(gatewaySession()).toBe('Abc_-123')
    expect(replaceState).toHaveBeenCalledOnce()
    expect(window.location.hash).toBe('')
    expect(window.location.pathname + window.location.search).toBe('/app/?lang=it')
    expect(window.location.href).not.toContain('Abc_-123')
    expect(window.history.length).toBe(entries)
  })

  it('leaves any other address alone: a screen of the router, an empty or another fragment, a query', () => {
    for (const address of ['/', '/#/invoices?page=2', '/#gateway-session=', '/#gateway-sessions=abc', '/#x=1&gateway-session=abc', '/?gateway-session=abc']) {
      const replaceState = openAt(address)
      takeGatewaySession()
      expect(gatewaySession(), address).toBeNull()
      expect(replaceState, address).not.toHaveBeenCalled()
      replaceState.mockRestore()
    }
  })

  it('survives a reload (no fragment then), and a new sign-in link or a renewal replaces it', () => {
    openAt('/#gateway-session=first')
    takeGatewaySession()
    // A reload: the address has no session any more, the tab still has it.
    takeGatewaySession()
    expect(gatewaySession()).toBe('first')
    openAt('/#gateway-session=second')
    takeGatewaySession()
    expect(gatewaySession()).toBe('second')
    keepGatewaySession('renewed')
    expect(gatewaySession()).toBe('renewed')
  })

  it('is none in a tab the sign-in link did not open', () => {
    openAt('/#/home')
    takeGatewaySession()
    expect(gatewaySession()).toBeNull()
    expect(window.location.hash).toBe('#/home')
  })
})

describe('the reference page sending it with "try it"', () => {
  it('as the contract’s header, unless the user typed an API key', () => {
    const session = sessionMessage(null, 'S')
    expect(withSession({ headers: {} }, session).headers).toEqual({ [GATEWAY_SESSION_HEADER]: 'S' })
    expect(withSession({ headers: { 'X-API-KEY': 'typed' } }, session).headers).toEqual({ 'X-API-KEY': 'typed' })
  })
})
