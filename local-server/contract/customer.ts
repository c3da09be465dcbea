/**
 * Customer and Registrar, first half (tag `customer`): the contract, the customer with its
 * e-invoicing data, the registrar's e-mail addresses, the headquarter address and the GDPR data.
 * The spec names these resources without their fields; the shapes below are the project's design,
 * described in docs/registrar.md. Every operation answers the legacy error kind.
 */
import { Type, type Static } from 'typebox'
import { DateOnly, DateTime } from './common.js'
import {
  ADMIN_ACCESS,
  AddressSchema,
  BILLING_ACCESS,
  CountryCode,
  Email,
  Nullable,
  Phone,
  READ_ACCESS,
} from './customer-common.js'
import { defineOperation } from './operation.js'

// ---- Contract -------------------------------------------------------------------------------

const ContractSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64' }),
    number: Type.String({ description: 'Contract number given by the registry', examples: ['RC-2021-000457'] }),
    registrarCode: Type.String({ examples: ['DEMO-REG'] }),
    status: Type.Enum(['active', 'suspended', 'terminated']),
    signedDate: DateOnly('Day the contract was signed'),
    startDate: DateOnly('First day of validity'),
    endDate: Type.Union([DateOnly('Last day of validity'), Type.Null()], { description: 'Null while open-ended' }),
    autoRenewal: Type.Boolean({ description: 'Renewed every year unless cancelled' }),
    created: DateTime(),
    lastupdate: DateTime(),
  },
  { $id: 'Contract', title: 'Contract', description: 'The registrar contract between the registry and the registrar.' },
)
export type Contract = Static<typeof ContractSchema>

export const contractGet = defineOperation({
  id: 'customer.contract.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/contract',
  tag: 'customer',
  summary: "Read the registrar's contract",
  access: READ_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: ContractSchema,
  errors: [401, 403],
})

// ---- Customer and e-invoicing ---------------------------------------------------------------

const EInvoicingSchema = Type.Object(
  {
    sdiCode: Type.String({ description: 'Codice destinatario of the Sistema di Interscambio (7 characters)', examples: ['M5UXCR1'] }),
    pec: Type.Union([Type.String(), Type.Null()], { description: 'Certified e-mail (PEC) that receives the invoices' }),
    lastupdate: DateTime(),
  },
  { title: 'E-invoicing data' },
)

const CustomerSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64' }),
    name: Type.String({ description: 'Company name of the invoiced legal entity' }),
    customerType: Type.Enum(['private', 'publicAdministration'], {
      description: '`private` for companies and persons; public administrations invoice through their office code',
    }),
    country: CountryCode(),
    vatNumber: Type.Union([Type.String(), Type.Null()], { description: 'VAT number (partita IVA for Italy)' }),
    fiscalCode: Type.Union([Type.String(), Type.Null()], { description: 'Italian codice fiscale (11 digits for a company)' }),
    address: AddressSchema,
    eInvoicing: Type.Union([EInvoicingSchema, Type.Null()], { description: 'Null until set; only Italian private customers have it' }),
    created: DateTime(),
    lastupdate: DateTime(),
  },
  { $id: 'Customer', title: 'Customer', description: 'The legal entity that holds the contract and is invoiced.' },
)
export type Customer = Static<typeof CustomerSchema>

const CustomerEInvoicingRequestSchema = Type.Object(
  {
    sdiCode: Type.String({
      pattern: '^[A-Z0-9]{7}$',
      'x-error-code': 'invalid_sdi_code',
      description: "Codice destinatario: 7 uppercase letters or digits; `0000000` when invoices go to the PEC",
      examples: ['M5UXCR1'],
    }),
    pec: Type.Optional(Nullable(Email('Certified e-mail (PEC); required with sdiCode 0000000'))),
  },
  { $id: 'CustomerEInvoicingRequest', additionalProperties: false, title: 'Customer e-invoicing request' },
)
export type CustomerEInvoicingRequest = Static<typeof CustomerEInvoicingRequestSchema>

export const customerGet = defineOperation({
  id: 'customer.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/customer',
  tag: 'customer',
  summary: 'Read the customer (the invoiced legal entity)',
  access: READ_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: CustomerSchema,
  errors: [401, 403],
})

export const customerEInvoicingPut = defineOperation({
  id: 'customer.eInvoicing.put',
  errorCodes: ['einvoicing_not_applicable', 'invalid_sdi_code', 'invalid_email', 'pec_required'],
  method: 'PUT',
  url: '/v1/customer/eInvoicing',
  tag: 'customer',
  summary: "Set the customer's e-invoicing data",
  description: 'Only for private Italian customers: any other customer answers 400 `einvoicing_not_applicable`.',
  access: BILLING_ACCESS,
  errorKind: 'legacy',
  body: CustomerEInvoicingRequestSchema,
  successStatus: 204,
  errors: [400, 401, 403],
})

// ---- E-mail addresses ----------------------------------------------------------------------

const EmailsSchema = Type.Object(
  {
    administrative: Email('Where the registry sends contractual and administrative notices'),
    technical: Email('Where the registry sends technical notices (maintenance, incidents)'),
    billing: Email('Where the registry sends credit warnings and invoices'),
    abuse: Email('Abuse reports about domains of this registrar'),
    pec: Nullable(Email('Certified e-mail (PEC) for legal notices')),
  },
  { $id: 'Emails', additionalProperties: false, title: 'Registrar e-mail addresses' },
)
export type Emails = Static<typeof EmailsSchema>

export const emailsGet = defineOperation({
  id: 'customer.emails.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/emails',
  tag: 'customer',
  summary: "Read the registrar's e-mail addresses",
  access: READ_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: EmailsSchema,
  errors: [401, 403],
})

export const emailsPut = defineOperation({
  id: 'customer.emails.put',
  errorCodes: ['invalid_email'],
  method: 'PUT',
  url: '/v1/emails',
  tag: 'customer',
  summary: "Replace the registrar's e-mail addresses",
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  body: EmailsSchema,
  successStatus: 200,
  response: EmailsSchema,
  errors: [400, 401, 403],
})

// ---- Headquarter -----------------------------------------------------------------------------

const HeadquarterSchema = Type.Object(
  {
    ...AddressSchema.properties,
    phone: Phone('Switchboard of the headquarter'),
    fax: Nullable(Phone('Fax')),
  },
  { $id: 'Headquarter', additionalProperties: false, title: 'Headquarter address', description: 'The headquarter address of the contract.' },
)
export type Headquarter = Static<typeof HeadquarterSchema>

export const headquarterGet = defineOperation({
  id: 'customer.headquarter.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/headQuarter',
  tag: 'customer',
  summary: 'Read the headquarter address of the contract',
  access: READ_ACCESS,
  errorKind: 'legacy',
  successStatus: 200,
  response: HeadquarterSchema,
  errors: [401, 403],
})

export const headquarterPut = defineOperation({
  id: 'customer.headquarter.put',
  errorCodes: ['blank_value', 'invalid_country', 'invalid_postal_code', 'invalid_province', 'invalid_phone'],
  method: 'PUT',
  url: '/v1/headQuarter',
  tag: 'customer',
  summary: 'Replace the headquarter address of the contract',
  access: ADMIN_ACCESS,
  errorKind: 'legacy',
  body: HeadquarterSchema,
  successStatus: 200,
  response: HeadquarterSchema,
  errors: [400, 401, 403],
})

export * from './customer-common.js'
export * from './customer-gdpr.js'
