import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createSigner, createVerifier } from 'fast-jwt'
import type { Group, Scope } from '../contract/operation.js'

/** What a verified token says about its bearer. */
export interface Principal {
  readonly userId: number
  readonly username: string
  readonly registrarId: number
  readonly groups: readonly Group[]
  readonly scopes: readonly Scope[]
  readonly expiresAt: number
}

export interface TokenService {
  readonly lifetimeSeconds: number
  issue(p: Omit<Principal, 'expiresAt'>): string
  /** The principal of a well-signed, unexpired token; undefined otherwise. */
  verify(token: string): Principal | undefined
  /**
   * The registrar of a token this sandbox signed, expired or not: which registrar a refused
   * request belongs to, for the request log. Never a reason to let a request in.
   */
  registrarOf(token: string): number | undefined
}

interface Claims {
  sub: string
  usr: string
  reg: number
  grp: Group[]
  scope: string
  exp: number
}

/**
 * The token secret is made at the first start and kept in the data folder (owner-only), so
 * tokens survive a restart but not a copy of the app to another folder. Token expiry follows
 * real time, not the sandbox clock: moving the clock must not sign everybody out.
 */
export function loadOrCreateSecret(file: string): Buffer {
  const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
  if (SECRET_TEXT.test(text)) return Buffer.from(text, 'hex')
  // Missing, or not a whole key (cut short, emptied, edited): a short key would sign weakly and an
  // unreadable one would stop every start, so a new one is made. Tokens signed before end.
  const secret = randomBytes(32)
  // Written whole or not at all: a crash while writing leaves the old file, never half a key.
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, secret.toString('hex'), { mode: 0o600 })
  renameSync(partial, file)
  return secret
}

/** A key as written: 32 bytes in hex. */
const SECRET_TEXT = /^[0-9a-f]{64}$/i

/** How many verified tokens are remembered: more than the users of a sandbox sign in for at once. */
const VERIFIED_TOKENS = 1000

export function createTokenService(secret: Buffer, lifetimeSeconds: number, now: () => number = Date.now): TokenService {
  // Expiry is checked here against the injected `now`, so that tests can age a token.
  const sign = createSigner({ key: secret, algorithm: 'HS256', noTimestamp: true })
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true })
  // Tokens already verified, by their exact text (a token never changes, nor does its signature's
  // validity): a client sends the same one with every request. fast-jwt's own cache keys by a
  // SHA-256 of the token, which cost more than the rest of a cached search's answer.
  const verified = new Map<string, Principal>()
  // The last token found, compared before the map: the text of a token is hundreds of characters,
  // and a map hashes all of them for every request's new string, where comparing stops early.
  let lastToken = ''
  let lastPrincipal: Principal | undefined
  return {
    lifetimeSeconds,
    issue(p) {
      const iat = Math.floor(now() / 1000)
      return sign({
        sub: String(p.userId),
        usr: p.username,
        reg: p.registrarId,
        grp: [...p.groups],
        scope: p.scopes.join(' '),
        jti: randomUUID(),
        iat,
        exp: iat + lifetimeSeconds,
      })
    },
    verify(token) {
      const known = token === lastToken ? lastPrincipal : verified.get(token)
      if (known) {
        lastToken = token
        lastPrincipal = known
        return known.expiresAt <= now() ? undefined : known
      }
      const principal = verifyClaims(token)
      if (principal) {
        if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value!)
        verified.set(token, principal)
      }
      return principal
    },
    registrarOf(token) {
      try {
        const { reg } = verifier(token) as Partial<Claims>
        return typeof reg === 'number' ? reg : undefined
      } catch {
        return undefined
      }
    },
  }

  function verifyClaims(token: string): Principal | undefined {
    try {
      const c = verifier(token) as Partial<Claims>
      // A token without a numeric expiry would never expire: refused, whoever signed it.
      if (typeof c.exp !== 'number' || !Number.isFinite(c.exp) || c.exp * 1000 <= now()) return undefined
      if (typeof c.sub !== 'string' || typeof c.usr !== 'string' || typeof c.reg !== 'number' || !Array.isArray(c.grp) || typeof c.scope !== 'string') {
        return undefined
      }
      // Frozen: one object answers every request that carries the token.
      return Object.freeze({
        userId: Number(c.sub),
        username: c.usr,
        registrarId: c.reg,
        groups: Object.freeze(c.grp),
        scopes: Object.freeze(c.scope.split(' ').filter(Boolean) as Scope[]),
        expiresAt: c.exp * 1000,
      })
    } catch {
      return undefined
    }
  }
}
