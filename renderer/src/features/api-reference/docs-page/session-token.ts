import { isSessionMessage, type SessionMessage } from '../session-message'

/** The contract's GATEWAY_SESSION_HEADER, written out: the contract would bring TypeBox into this page (a test checks). */
const GATEWAY_SESSION_HEADER = 'X-Gateway-Session'

/** The headers of a "try it" request: what the reference page changes. */
interface TriedRequest {
  headers: Record<string, string>
}

const typed = (request: TriedRequest, header: string) => Object.keys(request.headers).some((name) => name.toLowerCase() === header)

/**
 * Adds the app's session to a "try it" request: the sandbox's token as a bearer token, unless the
 * user typed an Authorization of their own (Swagger UI's Authorize dialog); live mode's gateway
 * session as `X-Gateway-Session`, unless the user typed an `X-Api-Key` (whose answer it would
 * otherwise hide). Nothing without a session (the page opened on its own).
 */
export function withSession<R extends TriedRequest>(request: R, session: SessionMessage | undefined): R {
  if (session?.token && !typed(request, 'authorization')) request.headers.Authorization = `Bearer ${session.token}`
  if (session?.gatewaySession && !typed(request, 'x-api-key')) request.headers[GATEWAY_SESSION_HEADER] = session.gatewaySession
  return request
}

/** What the reference page needs of a message and of itself to tell who sent it. */
interface Received {
  readonly origin: string
  readonly source: unknown
  readonly data: unknown
}
interface ReferencePage {
  readonly location: { readonly origin: string }
  readonly parent: unknown
}

/**
 * The session a message hands over, or undefined when it is not the app's screen framing this
 * page that sent it (another origin, another window, or this page not framed at all).
 */
export function sessionFrom(message: Received, page: ReferencePage): SessionMessage | undefined {
  if (message.origin !== page.location.origin || page.parent === page || message.source !== page.parent) return undefined
  return isSessionMessage(message.data) ? message.data : undefined
}
