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
