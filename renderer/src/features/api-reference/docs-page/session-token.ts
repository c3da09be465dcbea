import { isSessionMessage } from '../session-message'

/** The headers of a "try it" request and the session's token: what the reference page changes. */
interface TriedRequest {
  headers: Record<string, string>
}

/**
 * Adds the session's token to a "try it" request, unless the user typed an Authorization of
 * their own (Swagger UI's Authorize dialog) or there is no token (live mode: the local server's
 * session cookie goes with every same-origin request by itself).
 */
export function withSessionToken<R extends TriedRequest>(request: R, token: string | null): R {
  const typed = Object.keys(request.headers).some((name) => name.toLowerCase() === 'authorization')
  if (token && !typed) request.headers.Authorization = `Bearer ${token}`
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
export function sessionTokenFrom(message: Received, page: ReferencePage): string | null | undefined {
  if (message.origin !== page.location.origin || page.parent === page || message.source !== page.parent) return undefined
  return isSessionMessage(message.data) ? message.data.token : undefined
}
