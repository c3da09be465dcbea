/**
 * What the API reference screen tells the reference page it frames (`/docs`, same origin): the
 * signed-in session's token, or null (signed out, or live mode, where the local server's own
 * session cookie authenticates). Sent with postMessage, never in a URL.
 */
export interface SessionMessage {
  readonly kind: typeof SESSION_MESSAGE_KIND
  readonly token: string | null
}

const SESSION_MESSAGE_KIND = 'registrar-desk:api-reference-session'

export function sessionMessage(token: string | null): SessionMessage {
  return { kind: SESSION_MESSAGE_KIND, token }
}

export function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Partial<SessionMessage>
  return message.kind === SESSION_MESSAGE_KIND && (message.token === null || typeof message.token === 'string')
}
