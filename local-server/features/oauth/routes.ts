import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../api-error.js'
import { oauthToken, SCOPES } from '../../contract/oauth.js'
import type { Scope } from '../../contract/operation.js'
import type { AppContext } from '../../context.js'
import { verifyPassword } from '../../core/passwords.js'
import { mount } from '../../mount.js'

const oauthError = (code: string, message: string) => new ApiError(400, code, message)

export function registerOauth(app: FastifyInstance, ctx: AppContext): void {
  // The body was validated with `attachValidation` (mount.ts): RFC 6749 names the error by what
  // is wrong first, so the checks below run in its order before a failed validation counts.
  mount(app, ctx.auth, oauthToken, ({ body, request, reply }) => {
    const { grant_type: grant, username, password, scope } = (body ?? {}) as Partial<Record<keyof typeof body, unknown>>
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
    const account = ctx.accounts.byUsername(username)
    if (!account || !verifyPassword(password, account.passwordHash)) {
      throw oauthError('invalid_grant', 'Wrong username or password')
    }
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
