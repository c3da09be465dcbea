/**
 * The public reference lists (spec, "Public"): Italian provinces and ISO 3166-1 countries. No
 * token is needed. The DNS check, also public, is declared in contract/dns.ts.
 */
import { Type, type Static } from 'typebox'
import { defineOperation } from './operation.js'

const ProvinceSchema = Type.Object(
  {
    code: Type.String({ description: 'Two-letter province code (sigla), upper case', examples: ['RM'] }),
    name: Type.String({ description: 'Official Italian name', examples: ['Roma'] }),
  },
  { title: 'Province' },
)
export type Province = Static<typeof ProvinceSchema>

const CountrySchema = Type.Object(
  {
    code: Type.String({ description: 'ISO 3166-1 alpha-2 code, lower case', examples: ['it'] }),
    name: Type.String({ description: 'English short name', examples: ['Italy'] }),
    enabled: Type.Boolean({
      description: 'True when the code is usable as the nationality of a registrant of the domain space',
    }),
  },
  { title: 'Country' },
)
export type Country = Static<typeof CountrySchema>

export const publicProvinces = defineOperation({
  id: 'public.provinces',
  errorCodes: [],
  method: 'GET',
  url: '/v1/province',
  tag: 'Public',
  summary: 'List the Italian provinces',
  description: 'All 107 provinces and equivalent bodies, ordered by code. The list is static reference data.',
  access: { public: true },
  errorKind: 'current',
  successStatus: 200,
  response: Type.Array(ProvinceSchema),
  errors: [],
})

export const publicCountries = defineOperation({
  id: 'public.countries',
  errorCodes: [],
  method: 'GET',
  url: '/v1/countries',
  tag: 'Public',
  summary: 'List the countries',
  description:
    'Every ISO 3166-1 country (249), ordered by code. `enabled` is true for the European Economic Area, Vatican City, San Marino, Switzerland and the United Kingdom.',
  access: { public: true },
  errorKind: 'current',
  query: Type.Object(
    {
      enabledOnly: Type.Optional(
        Type.Boolean({ description: 'true: only the countries whose nationals may register; false or absent: all' }),
      ),
    },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: Type.Array(CountrySchema),
  errors: [400],
})
