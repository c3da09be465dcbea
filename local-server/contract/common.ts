/**
 * Shapes shared by every area. This folder imports only typebox: the server validates and
 * serializes with these schemas, the renderer infers its types from them, and the OpenAPI
 * document is generated from them.
 */
import { Type, type Static, type TSchema } from 'typebox'
import { ERROR_CODE_NAMES, type ErrorCode } from './errors.js'

export const DateTime = (description?: string) =>
  Type.String({ format: 'date-time', examples: ['2026-03-01T10:15:00+01:00'], ...(description ? { description } : {}) })

export const DateOnly = (description?: string) =>
  Type.String({ format: 'date', examples: ['2026-03-01'], ...(description ? { description } : {}) })

/** `+CC.NUMBER`: a country code of 1 to 3 digits, a dot, 4 to 14 digits (validation/italian.ts). */
const PHONE_PATTERN = '^\\+\\d{1,3}\\.\\d{4,14}$'

/**
 * A phone in the registry's `+CC.NUMBER` form; the pattern is the whole check. `errorCode` is the
 * code a refused value answers (`x-error-code`, plugins/validation-codes.ts); `orEmpty` admits ''
 * where the field may be cleared.
 */
export const PhoneNumber = (description: string, errorCode: string, options: { readonly maxLength?: number; readonly orEmpty?: boolean } = {}) =>
  Type.String({
    maxLength: options.maxLength ?? 20,
    pattern: options.orEmpty ? `^$|${PHONE_PATTERN}` : PHONE_PATTERN,
    description: `${description}, in the form +CC.NUMBER${options.orEmpty ? ', or empty' : ''}`,
    examples: ['+39.0612345678'],
    'x-error-code': errorCode,
  })

/**
 * An e-mail address: `format: email` (a dot-atom local part, a domain of at least two labels). The
 * services still hold the RFC 5321 lengths a format cannot say (local part 64, each label 63);
 * `errorCode` is the code a refused value answers, the same as theirs.
 */
export const EmailAddress = (description: string, errorCode: string) =>
  Type.String({
    format: 'email',
    maxLength: 254,
    description: `${description}; a deliverable e-mail address (local part at most 64 characters, each domain label at most 63)`,
    examples: ['info@example.it'],
    'x-error-code': errorCode,
  })

/**
 * A path id typed int64 (spec, Common conventions 1): any positive int64, up to
 * 9223372036854775807. No `maximum`: written as a JSON number it would be rounded (to 2^63, past
 * int64), and `format: int64` says the bound. The server judges it on its digits
 * (plugins/strict-input.ts): a non-integer or a value beyond int64 answers 400 naming the
 * parameter; an id beyond the sandbox's rows answers 404 like any missing one.
 */
export const Int64 = (description?: string) =>
  Type.Integer({
    format: 'int64',
    minimum: 1,
    description: `${description ? `${description}; ` : ''}a positive 64-bit integer, at most 9223372036854775807`,
  })

/** Largest amount the sandbox accepts anywhere in billing (euro): keeps cents far from 2^53. */
export const MAX_EURO = 10_000_000

/**
 * Every euro amount a client sends: whole cents (`multipleOf` 0.01, judged on the decimal digits,
 * so 0.07 and 1.15 pass and 1.234 does not), from one cent (or from 0 where zero means
 * something, as a threshold) to MAX_EURO. The service turns it into integer cents once (toCents).
 */
export const EuroAmount = (description: string, options: { readonly zero?: boolean } = {}) =>
  Type.Number({
    minimum: options.zero ? 0 : 0.01,
    maximum: MAX_EURO,
    multipleOf: 0.01,
    description: `${description}; euro with at most two decimals, from ${options.zero ? '0' : '0.01'} to ${MAX_EURO}`,
    examples: [1250.5],
  })

/** A code of the one list (contract/errors.ts); each operation's error responses say which it may carry (`x-error-codes`). */
const ErrorCodeSchema = Type.Unsafe<ErrorCode>(
  Type.String({ enum: [...ERROR_CODE_NAMES], description: 'Machine-readable error code, stable across versions (docs/api-conventions.md lists them)' }),
)

/** Every failing input of a request that fails validation, each once, the first being `field` and `code`. */
const FieldErrorsSchema = Type.Array(
  Type.Object(
    {
      field: Type.String({ description: 'The parameter or body field at fault, as `field` names it' }),
      code: ErrorCodeSchema,
    },
    { additionalProperties: false },
  ),
  { minItems: 1, description: 'Every failing input at once, when the request fails validation or checks of several fields' },
)

export const ErrorCurrentSchema = Type.Object(
  {
    type: Type.String({ description: 'A URN naming the error kind: urn:registrar-api:error:<code>' }),
    title: Type.String({ description: 'A short, human-readable summary of the error kind' }),
    status: Type.Integer({ description: 'The HTTP status' }),
    detail: Type.String({ description: 'What went wrong with this request, in English' }),
    instance: Type.String({ description: 'The request path' }),
    code: ErrorCodeSchema,
    field: Type.Optional(Type.String({ description: 'The parameter or body field at fault (the first, when `errors` lists several)' })),
    errors: Type.Optional(FieldErrorsSchema),
  },
  {
    $id: 'ErrorCurrent',
    title: 'Current error body',
    description:
      'The current error kind (payments, invoices, credit on a date, IP addresses, credit card, darwin, public): RFC 9457 problem details with a `code` and, where one input is at fault, its `field`.',
  },
)

export const ErrorLegacySchema = Type.Object(
  {
    code: ErrorCodeSchema,
    message: Type.String({ description: 'What went wrong, in English' }),
    field: Type.Optional(Type.String({ description: 'The parameter or body field at fault (the first, when `errors` lists several)' })),
    errors: Type.Optional(FieldErrorsSchema),
    timestamp: DateTime('When the error happened'),
  },
  {
    $id: 'ErrorLegacy',
    title: 'Legacy error body',
    description:
      'The legacy error kind (registrar, customer, GDPR, headquarter, contacts, e-invoicing, credit threshold update).',
  },
)

/** RFC 6749 5.2's codes, and RFC 8628's `slow_down` for sign-ins throttled after failures (429). */
export const OAUTH_ERROR_CODES = ['invalid_request', 'invalid_grant', 'invalid_scope', 'unsupported_grant_type', 'invalid_client', 'slow_down'] as const satisfies readonly ErrorCode[]

const ErrorOAuthSchema = Type.Object(
  {
    error: Type.Union(
      OAUTH_ERROR_CODES.map((c) => Type.Literal(c)),
      { description: 'RFC 6749 section 5.2 error code' },
    ),
    error_description: Type.Optional(Type.String({ description: 'What went wrong, in English' })),
  },
  {
    $id: 'ErrorOAuth',
    title: 'OAuth 2 error body',
    description: 'The error body of the token endpoint (RFC 6749 section 5.2).',
  },
)

export const CountSchema = Type.Object({ count: Type.Integer({ minimum: 0 }) }, { title: 'Count' })
export type Count = Static<typeof CountSchema>

const pageInfo = {
  size: Type.Integer({ description: 'Page size' }),
  totalElements: Type.Integer({ description: 'Total matching items' }),
  totalPages: Type.Integer({ description: 'Total pages' }),
}

/** The page envelope of the payment and invoice lists: the page index is `page.number`. */
export const NumberedPageOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      elements: Type.Array(item),
      page: Type.Object({ ...pageInfo, number: Type.Integer({ description: 'Index of the returned page, from 0' }) }),
    },
    { title },
  )

/** The page envelope of the darwin lists (and the other areas): the page index is `page.page`. */
export const PagedOf = <T extends TSchema>(item: T, title: string) =>
  Type.Object(
    {
      elements: Type.Array(item),
      page: Type.Object({ ...pageInfo, page: Type.Integer({ description: 'Index of the returned page, from 0' }) }),
    },
    { title },
  )

/** Schemas registered once, by `$id`, for every route and the OpenAPI components. */
export const sharedSchemas = [ErrorCurrentSchema, ErrorLegacySchema, ErrorOAuthSchema]
