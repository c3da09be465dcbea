/** Darwin domains (spec, "Darwin"): the domains linked to the contacts of a request. */
import { Type, type Static } from 'typebox'
import { CountSchema, DateTime, Int64, PagedOf } from './common.js'
import { DARWIN_ACCESS, DomainStatusSchema } from './darwin-shared.js'
import { defineOperation } from './operation.js'
import { countQuerySchema, defineSearch, pagingProperties } from './query.js'

const DarwinDomainSchema = Type.Object(
  {
    id: Type.Integer(),
    dbnaId: Type.Integer({ description: 'Id of the domain in the registry database' }),
    domain: Type.String(),
    registrarContactId: Type.String({ description: "Handle of the linked contact at the registrar" }),
    requestId: Type.Integer(),
    contactId: Type.Integer({ description: 'Id of the darwin contact' }),
    status: DomainStatusSchema,
  },
  { title: 'DarwinDomain' },
)
export type DarwinDomain = Static<typeof DarwinDomainSchema>

const DbnaDomainSchema = Type.Object(
  {
    id: Type.Integer(),
    domain: Type.String(),
    status: Type.String({ description: 'Composite status text of the registry database' }),
    signed: Type.Boolean({ description: 'DNSSEC signed' }),
    registrantId: Type.Integer({ description: 'Registry database id of the registrant contact' }),
    created: DateTime(),
    lastupdate: DateTime(),
    expire: DateTime(),
    registered: Type.Boolean(),
  },
  { title: 'DarwinDbnaDomain' },
)
export type DbnaDomain = Static<typeof DbnaDomainSchema>

export const darwinDomainSearch = defineSearch({
  filters: {
    contactId: { kind: 'integer', operators: ['eq'], description: 'Darwin contact id' },
    dbnaId: { kind: 'integer', operators: ['eq'], description: 'Id in the registry database' },
    domain: { kind: 'string', operators: ['eq'], description: 'Domain name' },
    registrarContactId: { kind: 'string', operators: ['eq'], description: 'Handle of the linked contact' },
    requestId: { kind: 'integer', operators: ['eq'], description: 'Request id' },
  },
  sort: [],
})

const DomainIdParams = Type.Object({ id: Int64('Id of the darwin domain') })
const base = { tag: 'darwin', errorKind: 'current', access: DARWIN_ACCESS } as const

export const darwinDomainsList = defineOperation({
  ...base,
  id: 'darwin.domains.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/domains',
  summary: 'Search darwin domains',
  description: 'In id order.',
  query: countQuerySchema(darwinDomainSearch, { page: Type.Optional(pagingProperties.page), size: Type.Optional(pagingProperties.size) }),
  successStatus: 200,
  response: PagedOf(DarwinDomainSchema, 'DarwinDomainPage'),
  errors: [400, 401, 403],
})

export const darwinDomainsCount = defineOperation({
  ...base,
  id: 'darwin.domains.count',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/domains/count',
  summary: 'Count darwin domains',
  query: countQuerySchema(darwinDomainSearch),
  successStatus: 200,
  response: CountSchema,
  errors: [400, 401, 403],
})

export const darwinDomainsGet = defineOperation({
  ...base,
  id: 'darwin.domains.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/domains/:id',
  summary: 'Read a darwin domain',
  params: DomainIdParams,
  successStatus: 200,
  response: DarwinDomainSchema,
  errors: [400, 401, 403, 404],
})

export const darwinDomainsDbna = defineOperation({
  ...base,
  id: 'darwin.domains.dbna',
  errorCodes: [],
  method: 'GET',
  url: '/v1/darwin/domains/:id/dbna',
  summary: 'A domain as stored in the registry database',
  params: DomainIdParams,
  successStatus: 200,
  response: DbnaDomainSchema,
  errors: [400, 401, 403, 404],
})
