/**
 * The live-mode settings, checked once at start: a gateway with half a configuration must not
 * start and then fail on every request.
 */
import { InvalidOptionError, type ServerOptions } from '../options.js'

export type UpstreamAuth =
  | { readonly kind: 'token'; readonly token: string }
  | {
      readonly kind: 'password'
      readonly tokenUrl: URL
      readonly username: string
      readonly password: string
      readonly scope?: string
      readonly clientId?: string
      readonly clientSecret?: string
    }
  | { readonly kind: 'client'; readonly tokenUrl: URL; readonly clientId: string; readonly clientSecret: string; readonly scope?: string }

export interface LiveConfig {
  /** Base address, without a trailing slash and without /v1. */
  readonly upstream: URL
  readonly platform: 'production' | 'test'
  readonly auth: UpstreamAuth
  readonly cacheMaxBytes: number
  readonly connectTimeoutMs: number
  readonly timeoutMs: number
}

export const isLive = (options: Pick<ServerOptions, 'upstream'>): boolean => options.upstream !== undefined && options.upstream !== ''

function httpUrl(value: string, option: 'upstream' | 'tokenUrl'): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidOptionError(option, `is not a URL: '${value}'`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidOptionError(option, 'must be an http or https address')
  // Credentials in the address would end up in logs and error messages.
  if (url.username || url.password) throw new InvalidOptionError(option, 'must not carry a user name or password')
  return url
}

/** Throws an InvalidOptionError naming the option of the first thing missing or contradictory (the CLI says it without a stack). */
export function liveConfig(options: ServerOptions): LiveConfig {
  const upstream = httpUrl(options.upstream!, 'upstream')
  upstream.pathname = upstream.pathname.replace(/\/+$/, '').replace(/\/v1$/, '')
  upstream.search = ''
  upstream.hash = ''
  const { token, tokenUrl, username, password, clientId, clientSecret, scope } = options
  let auth: UpstreamAuth
  if (token !== undefined && token !== '') {
    if (tokenUrl) throw new InvalidOptionError('tokenUrl', 'cannot be given with a token: give one of them')
    if (!/^[\x21-\x7e]+$/.test(token)) throw new InvalidOptionError('token', 'must be printable ASCII without spaces')
    auth = { kind: 'token', token }
  } else if (tokenUrl) {
    const url = httpUrl(tokenUrl, 'tokenUrl')
    const extra = scope ? { scope } : {}
    if (username !== undefined || password !== undefined) {
      if (!username) throw new InvalidOptionError('username', 'is needed with a password (the password grant)')
      if (!password) throw new InvalidOptionError('password', 'is needed with a user name (the password grant)')
      const client = clientId && clientSecret ? { clientId, clientSecret } : {}
      auth = { kind: 'password', tokenUrl: url, username, password, ...client, ...extra }
    } else if (clientId && clientSecret) {
      auth = { kind: 'client', tokenUrl: url, clientId, clientSecret, ...extra }
    } else {
      throw new InvalidOptionError('tokenUrl', 'needs a username and password, or a client id and client secret')
    }
  } else {
    throw new InvalidOptionError('upstream', 'needs a token, or a token endpoint with credentials')
  }
  return {
    upstream,
    platform: options.platform ?? 'production',
    auth,
    cacheMaxBytes: Math.floor(options.cacheMaxMb * 1024 * 1024),
    connectTimeoutMs: options.upstreamConnectTimeoutMs,
    timeoutMs: options.upstreamTimeoutMs,
  }
}

/** `https://registry.example/base` + `/v1/x?y` (the base's own path kept). */
export function upstreamUrl(base: URL, pathAndQuery: string): URL {
  return new URL(base.pathname.replace(/\/$/, '') + pathAndQuery, base.origin)
}
