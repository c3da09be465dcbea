/**
 * What the API reference screen tells the reference page it frames (`/docs`, same origin): the
 * signed-in session's token, or null (signed out, or live mode), and in live mode the gateway's
 * session of this tab (api/gateway-session.ts), or null. Sent with postMessage, never in a URL.
 */
export interface SessionMessage {
  readonly kind: typeof SESSION_MESSAGE_KIND
  readonly token: string | null
  readonly gatewaySession: string | null
}

const SESSION_MESSAGE_KIND = 'registrar-desk:api-reference-session'

export function sessionMessage(token: string | null, gatewaySession: string | null = null): SessionMessage {
  return { kind: SESSION_MESSAGE_KIND, token, gatewaySession }
}

const isSecret = (value: unknown): value is string | null => value === null || typeof value === 'string'

export function isSessionMessage(data: unknown): data is SessionMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Partial<SessionMessage>
  return message.kind === SESSION_MESSAGE_KIND && isSecret(message.token) && isSecret(message.gatewaySession)
}
