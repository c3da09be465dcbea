/**
 * Access rules and field shapes shared by the Customer and Registrar operations (contract/customer.ts,
 * customer-gdpr.ts, registrar.ts). The spec leaves access open: no scope is needed, reads are for
 * every group, changes for admin (docs/registrar.md).
 */
import { Type, type Static } from 'typebox'
import { ALL_GROUPS } from './operation.js'

/** Any valid token, whatever its scope, of a user in any group. */
export const READ_ACCESS = { groups: ALL_GROUPS } as const
/** Changes to the registrar's own administrative data: admin only. */
export const ADMIN_ACCESS = { groups: ['admin'] } as const
/** E-invoicing data is billing matter too: the billing group keeps it with admin. */
export const BILLING_ACCESS = { groups: ['admin', 'billing'] } as const

export const Text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description })
export const Email = (description: string) =>
  Type.String({ maxLength: 254, description: `${description}; a deliverable e-mail address`, examples: ['info@example.it'] })
export const Phone = (description: string) =>
  Type.String({ maxLength: 20, description: `${description}, in the form +CC.NUMBER`, examples: ['+39.0612345678'] })
export const CountryCode = () =>
  Type.String({ pattern: '^[a-z]{2}$', description: 'ISO 3166-1 alpha-2 code, lowercase', examples: ['it'] })
export const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()])

/** A postal address; for `country` `it` the postal code is a CAP and the province a code of the list. */
export const AddressSchema = Type.Object(
  {
    street: Text(100, 'Street and number'),
    city: Text(64, 'City'),
    postalCode: Type.String({ minLength: 1, maxLength: 16, description: 'Postal code; five digits (CAP) in Italy' }),
    province: Nullable(Type.String({ maxLength: 64, description: 'Province: for Italy its two-letter code from GET /v1/province' })),
    country: CountryCode(),
  },
  { additionalProperties: false },
)
export type Address = Static<typeof AddressSchema>

