import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../api-error.js'
import type { OAUTH_ERROR_CODES } from '../../contract/common.js'
import type { ErrorCodeWithStatus } from '../../contract/errors.js'
import { oauthToken, SCOPES } from '../../contract/oauth.js'
import type { Scope } from '../../contract/operation.js'
import type { AppContext } from '../../context.js'
import { unusableHash, verifyPassword } from '../../core/passwords.js'
import { CLIENT_POLICY, createSignInThrottle, USERNAME_POLICY } from '../../core/sign-in-throttle.js'
import { mount } from '../../mount.js'

const oauthError = (code: ErrorCodeWithStatus<400> & (typeof OAUTH_ERROR_CODES)[number], message: string) => new ApiError(400, code, message)

export function registerOauth(app: FastifyInstance, ctx: AppContext): void {
  const usernames = createSignInThrottle(USERNAME_POLICY, ctx.realNow)
  const clients = createSignInThrottle(CLIENT_POLICY, ctx.realNow)
  // An unknown username is checked against this hash, so that it costs the same scrypt as a wrong
  // password and the answer's timing does not tell which usernames exist. Random bytes in the
  // stored form: checking costs the same as a real hash, and no scrypt runs at start-up.
  const dummyHash = unusableHash()

  // The body was validated with `attachValidation` (mount.ts): RFC 6749 names the error by what
  // is wrong first, so the checks below run in its order before a failed validation counts.
  mount(app, ctx.auth, oauthToken, ({ body, reply, request }) => {
    const { grant_type: grant, username, password, scope, client_id: clientId } = (body ?? {}) as Partial<Record<keyof typeof body, unknown>>
    // A form field sent twice is an array (RFC 6749 3.2: no parameter more than once).
    const repeated = Object.entries(body ?? {}).find(([, value]) => Array.isArray(value))
    if (repeated) throw oauthError('invalid_request', `${repeated[0]} is sent more than once`)
    if (!grant) throw oauthError('invalid_request', 'grant_type is required')
    if (grant !== 'password') throw oauthError('unsupported_grant_type', 'Only the password grant is supported')
    if (typeof username !== 'string' || typeof password !== 'string' || !username || !password) {
      throw oauthError('invalid_request', 'username and password are required')
    }
    if (scope !== undefined && typeof scope !== 'string') throw oauthError('invalid_request', 'scope must be a string')
    const asked = scope === undefined || scope.trim() === '' ? [...SCOPES] : scope.trim().split(/\s+/)
    const unknown = asked.find((s) => !(SCOPES as readonly string[]).includes(s))
    if (unknown) throw oauthError('invalid_scope', `Unknown scope '${unknown}'`)
    if (request.validationError) throw oauthError('invalid_request', request.validationError.message)

    const userKey = username
    const clientKey = `${request.ip} ${typeof clientId === 'string' ? clientId : ''}`
    const waitMs = Math.max(usernames.waitMs(userKey), clients.waitMs(clientKey))
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000)
      throw new ApiError(429, 'slow_down', `Too many failed sign-ins; try again in ${seconds} s`, undefined, { 'Retry-After': String(seconds) })
    }
    const account = ctx.accounts.byUsername(username)
    // The sign-in of a registrar's user, failed or not, is that registrar's in the request log.
    if (account) request.logNote = { ...request.logNote, registrarId: account.registrarId }
    const passwordMatches = verifyPassword(password, account?.passwordHash ?? dummyHash)
    if (!account || !passwordMatches) {
      usernames.failed(userKey)
      clients.failed(clientKey)
      throw oauthError('invalid_grant', 'Wrong username or password')
    }
    usernames.clear(userKey)
    const scopes = SCOPES.filter((s) => asked.includes(s)) as Scope[]
    const token = ctx.tokens.issue({
      userId: account.id,
      username: account.username,
      registrarId: account.registrarId,
      groups: account.groups,
      scopes,
    })
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache')
    return { access_token: token, token_type: 'Bearer' as const, expires_in: ctx.tokens.lifetimeSeconds, scope: scopes.join(' ') }
  })
}
