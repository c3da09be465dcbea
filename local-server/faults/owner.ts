/**
 * Whose fault rules a request meets (docs/faults.md): its registrar's. In sandbox mode the registrar
 * of its token's user, read from the token, expired or not (a fault acts before the token is
 * checked, as an outage would); a sign-in (`/oauth/token`), which has no token, is the registrar's
 * of the user it names (`ofSignIn`, once its body is read). A request without a token the sandbox
 * signed is no registrar's: no rule changes it. Live mode has one registrar, the local API key's:
 * every request that passed the key is its.
 */
import type { FastifyRequest } from 'fastify'
import { BEARER } from '../mount.js'
import { LIVE_REGISTRAR } from './rules.js'

export interface FaultOwners {
  /** The registrar of a request from its token; undefined for none. */
  of(request: FastifyRequest): number | undefined
  /** The registrar of a sign-in's user, from its parsed body; undefined for none. */
  ofSignIn(body: unknown): number | undefined
}

/** What the sandbox knows of its tokens and users (core/tokens.ts, core/accounts). */
export interface SandboxRegistrars {
  /** A token's registrar when the sandbox signed it and it has not expired (remembered: cheap). */
  ofValidToken(token: string): number | undefined
  /** A token's registrar when the sandbox signed it, expired or not. */
  ofToken(token: string): number | undefined
  ofUsername(username: string): number | undefined
}

/** `sandbox` undefined: live mode. */
export function faultOwners(sandbox: SandboxRegistrars | undefined): FaultOwners {
  if (!sandbox) return { of: () => LIVE_REGISTRAR, ofSignIn: () => LIVE_REGISTRAR }
  return {
    of(request) {
      if (request.principal) return request.principal.registrarId
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1]
      return token ? (sandbox.ofValidToken(token) ?? sandbox.ofToken(token)) : undefined
    },
    ofSignIn(body) {
      const username = typeof body === 'object' && body !== null ? (body as { username?: unknown }).username : undefined
      return typeof username === 'string' && username !== '' ? sandbox.ofUsername(username) : undefined
    },
  }
}
