/**
 * Live mode's web UI session (docs/live-mode.md, "The web UI's session"). The gateway's sign-in
 * link opens the UI at `/#gateway-session=S`: a fragment never reaches a server. At start the UI
 * takes S out of the address (the address bar, a bookmark, a copied link or going back no longer
 * show it), keeps it in sessionStorage (this tab only: still there after a reload, gone when the
 * tab closes) and sends it as `X-Gateway-Session` with its requests to the gateway. Never a
 * cookie: a browser sends a cookie to every port of 127.0.0.1, where another program's server
 * could replay it.
 *
 * It is in the sign-in screen's JavaScript (api/http.ts reads it), so it stays this small.
 */
import { GATEWAY_SESSION_FRAGMENT } from '@contract/gateway'

const KEY = 'registrar-desk.gateway-session'

/** Before the router reads the address: keeps the session the sign-in link put there, and takes it out. */
export function takeGatewaySession(): void {
  const [name, session] = location.hash.slice(1).split('=')
  if (name !== GATEWAY_SESSION_FRAGMENT || !session) return
  sessionStorage.setItem(KEY, session)
  history.replaceState(null, '', location.pathname + location.search)
}

/** This tab's session with the gateway, if the sign-in link opened it (live mode). */
export const gatewaySession = (): string | null => sessionStorage.getItem(KEY)

/** A new session from the gateway (the answer to regenerating the API key). */
export const keepGatewaySession = (session: string): void => sessionStorage.setItem(KEY, session)
