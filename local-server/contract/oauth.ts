import { Type } from 'typebox'
import { defineOperation } from './operation.js'

export const SCOPES = ['billing', 'darwin'] as const

/** What each scope opens; operations that name no scope take a token of either. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<(typeof SCOPES)[number], string>> = {
  billing: 'Credit, payments, invoices and the credit threshold',
  darwin: 'The darwin anomaly procedure: requests, contacts, domains, documents, events',
}

/** `billing`, `darwin` or both, space-separated; blank means both. */
const SCOPE_LIST_PATTERN = '^\\s*(?:(?:billing|darwin)(?:\\s+(?:billing|darwin))*)?\\s*$'

const TokenRequestSchema = Type.Object(
  {
    grant_type: Type.Literal('password', { description: 'Only the password grant; another answers `unsupported_grant_type`' }),
    username: Type.String({ minLength: 1, description: 'The user name; wrong credentials answer `invalid_grant`' }),
    password: Type.String({ minLength: 1, description: "The user's password" }),
    scope: Type.Optional(
      Type.String({
        pattern: SCOPE_LIST_PATTERN,
        description: 'Space-separated, from `billing` and `darwin`; omitted or blank: both. Another scope answers `invalid_scope`',
      }),
    ),
    client_id: Type.Optional(Type.String({ description: 'Optional; failed sign-ins are counted per address and client_id' })),
  },
  {
    description:
      'RFC 6749 section 4.3. Other fields are ignored (RFC 6749 section 3.2). A missing field or a field of the wrong type answers `invalid_request`, checked in that order: grant type, credentials, scope.',
  },
)

const TokenResponseSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
  scope: Type.String({ description: 'The granted scopes, space-separated' }),
})

export const oauthToken = defineOperation({
  id: 'oauth.token',
  method: 'POST',
  url: '/oauth/token',
  tag: 'oauth',
  summary: 'Get an access token (password grant)',
  description:
    'Body `application/x-www-form-urlencoded` (JSON accepted too). Errors are RFC 6749 5.2 bodies: `invalid_request`, `invalid_grant`, `invalid_scope`, `unsupported_grant_type`.\n\n' +
    'Repeated failed sign-ins are slowed down: after 5 failures for a username, or 20 for a client (its address and `client_id`) within 15 minutes, ' +
    'the operation answers 429 `{"error": "slow_down"}` with `Retry-After` (seconds) without checking the password; the wait doubles with each further failure, ' +
    'up to 5 minutes. Successful sign-ins never count, and a correct password clears the username\'s failures.',
  access: { public: true },
  errorKind: 'oauth',
  body: TokenRequestSchema,
  consumes: ['application/x-www-form-urlencoded', 'application/json'],
  successStatus: 200,
  response: TokenResponseSchema,
  successHeaders: { 'Cache-Control': '`no-store`: a token is never cached', Pragma: '`no-cache`' },
  errors: [400, 429],
})
