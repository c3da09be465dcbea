/**
 * Access rules and field shapes shared by the Customer and Registrar operations (contract/customer.ts,
 * customer-gdpr.ts, registrar.ts). The spec leaves access open: no scope is needed, reads are for
 * every group, changes for admin (docs/registrar.md).
 */
import { Type } from 'typebox'
import { EmailAddress, PhoneNumber } from './common.js'

export { ADMIN_ACCESS, READ_ACCESS } from './access.js'
/** E-invoicing data is billing matter too: the billing group keeps it with admin. */
export const BILLING_ACCESS = { groups: ['admin', 'billing'] } as const

/**
 * Required text. Spaces only answer `blank_value` from the service: a `\S` pattern here would turn
 * the empty string's documented `invalid_body` into the pattern's code as well, so the rule stays
 * in the description.
 */
export const Text = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, description: `${description}; not blank (spaces only answer blank_value)` })
export const Email = (description: string) => EmailAddress(description, 'invalid_email')
export const Phone = (description: string) => PhoneNumber(description, 'invalid_phone')
/** An absolute web address: `format: uri` with the schemes the field takes (`invalid_url`). */
export const WebUrl = (description: string, schemes: 'https' | 'http or https') =>
  Type.String({
    format: 'uri',
    maxLength: 2048,
    pattern: schemes === 'https' ? '^[hH][tT][tT][pP][sS]://[^/?#]*\\.' : '^[hH][tT][tT][pP][sS]?://[^/?#]*\\.',
    description: `${description}; an absolute ${schemes} address whose host has a dot`,
    examples: ['https://www.example.it/privacy'],
    'x-error-code': 'invalid_url',
  })
/**
 * A country: what is not a lowercase two-letter code answers `invalid_country` like a code that is
 * not in the country list (the service's check, the list living in the database), so a client hears
 * one code for one mistake (`IT`, `ita`, `xx`); a value that is not a string stays `invalid_body`.
 */
export const CountryCode = () =>
  Type.String({
    pattern: '^[a-z]{2}$',
    description: 'ISO 3166-1 alpha-2 code of GET /v1/countries, lowercase; any other text answers invalid_country',
    examples: ['it'],
    'x-error-code': 'invalid_country',
  })
export const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()])

/** A postal address; for `country` `it` the postal code is a CAP and the province a code of the list. */
export const AddressSchema = Type.Object(
  {
    street: Text(100, 'Street and number'),
    city: Text(64, 'City'),
    postalCode: Type.String({ minLength: 1, maxLength: 16, description: 'Postal code; five digits (CAP) in Italy' }),
    province: Nullable(
      Type.String({ minLength: 1, maxLength: 64, description: 'Province: for Italy its two-letter code from GET /v1/province; abroad free text, not blank, or null' }),
    ),
    country: CountryCode(),
  },
  { additionalProperties: false },
)
