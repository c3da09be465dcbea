/**
 * The registrar's token for the real registry: a pasted one, or one from an OAuth 2 token
 * endpoint (RFC 6749 password or client-credentials grant), renewed shortly before it expires
 * and on demand after a 401. Concurrent requests share one renewal. Secrets are never logged
 * and never put in an error message.
 */
import { createHash } from 'node:crypto'
import type { UpstreamAuth } from './config.js'
import { UpstreamFailure } from './failures.js'

export interface UpstreamToken {
  /** A token believed valid now (renewing it first when it is about to expire). */
  current(): Promise<string>
  /** Drops the current token and gets a new one; false when it cannot be renewed (a pasted token). */
  renew(): Promise<boolean>
  /** Who the gateway is at the registry: partitions the offline cache. Not a secret. */
  readonly identity: string
}

interface Held {
  readonly value: string
  /** Epoch ms after which the token is renewed before use; Infinity when the endpoint said nothing. */
  readonly renewAt: number
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 32)

/** The `sub` of a JWT, read without verifying: only to tell users apart in the cache. */
function subjectOf(token: string): string | undefined {
  const part = token.split('.')[1]
  if (!part) return undefined
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { sub?: unknown }
    return typeof claims.sub === 'string' || typeof claims.sub === 'number' ? String(claims.sub) : undefined
  } catch {
    return undefined
  }
}

export function identityOf(upstream: URL, auth: UpstreamAuth): string {
  const who =
    auth.kind === 'token'
      ? `token:${subjectOf(auth.token) ?? sha(auth.token)}`
      : auth.kind === 'password'
        ? `user:${auth.tokenUrl.href} ${auth.username}`
        : `client:${auth.tokenUrl.href} ${auth.clientId}`
  return sha(`${upstream.href} ${who}`)
}

export interface TokenDeps {
  readonly realNow: () => number
  readonly timeoutMs: number
  readonly fetch?: typeof fetch
}

async function requestToken(auth: Exclude<UpstreamAuth, { kind: 'token' }>, deps: TokenDeps): Promise<{ token: string; expiresIn?: number }> {
  const form = new URLSearchParams()
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
  if (auth.kind === 'password') {
    form.set('grant_type', 'password')
    form.set('username', auth.username)
    form.set('password', auth.password)
  } else form.set('grant_type', 'client_credentials')
  if (auth.scope) form.set('scope', auth.scope)
  if (auth.clientId && auth.clientSecret) {
    // RFC 6749 2.3.1: client credentials in HTTP Basic, each part form-encoded first.
    const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+')
    headers.authorization = `Basic ${Buffer.from(`${enc(auth.clientId)}:${enc(auth.clientSecret)}`).toString('base64')}`
  }
  let res: Response
  try {
    res = await (deps.fetch ?? fetch)(auth.tokenUrl, {
      method: 'POST',
      headers,
      body: form.toString(),
      redirect: 'error',
      signal: AbortSignal.timeout(deps.timeoutMs),
    })
  } catch {
    throw new UpstreamFailure('unreachable', 'The token endpoint cannot be reached')
  }
  const text = await res.text().catch(() => '')
  let body: { access_token?: unknown; expires_in?: unknown; error?: unknown } = {}
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    // Handled below: no access_token.
  }
  if (res.status >= 500) throw new UpstreamFailure('failing', `The token endpoint answered ${res.status}`)
  if (res.status !== 200 || typeof body.access_token !== 'string' || body.access_token === '') {
    const code = typeof body.error === 'string' && /^[a-z_]{1,40}$/.test(body.error) ? ` (${body.error})` : ''
    throw new UpstreamFailure('refused', `The token endpoint refused the gateway's credentials: ${res.status}${code}`)
  }
  const expiresIn = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : undefined
  return { token: body.access_token, ...(expiresIn !== undefined ? { expiresIn } : {}) }
}

export function createUpstreamToken(upstream: URL, auth: UpstreamAuth, deps: TokenDeps): UpstreamToken {
  const identity = identityOf(upstream, auth)
  if (auth.kind === 'token') {
    return { identity, current: async () => auth.token, renew: async () => false }
  }
  let held: Held | undefined
  let pending: Promise<Held> | undefined
  const obtain = (): Promise<Held> => {
    // One request for everyone waiting; a failure is not remembered, the next call tries again.
    pending ??= requestToken(auth, deps)
      .then(({ token, expiresIn }) => {
        // Renew a little before the end: 10% of the lifetime, at most a minute.
        const margin = expiresIn === undefined ? 0 : Math.min(60, expiresIn / 10)
        held = { value: token, renewAt: expiresIn === undefined ? Infinity : deps.realNow() + (expiresIn - margin) * 1000 }
        return held
      })
      .finally(() => {
        pending = undefined
      })
    return pending
  }
  return {
    identity,
    async current() {
      if (held && deps.realNow() < held.renewAt) return held.value
      return (await obtain()).value
    },
    async renew() {
      held = undefined
      await obtain()
      return true
    },
  }
}
