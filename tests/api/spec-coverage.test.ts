/**
 * Every operation of the spec (../shared/spec/registrar-api.md, 83 rows under /v1) exists, and
 * nothing else is served under /v1 but the statistics operations, which the spec names without
 * showing them (CONTRACT.md: `/v1/statistics/…`, designed here, docs/statistics.md): the OpenAPI
 * document is generated from the mounted routes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

const SPEC_OPERATIONS = [
  'DELETE /v1/darwin/documents/{}',
  'DELETE /v1/ipAddresses/{}',
  'DELETE /v1/registrar/contacts/{}',
  'GET /v1/contract',
  'GET /v1/countries',
  'GET /v1/credit',
  'GET /v1/credit/untilDate',
  'GET /v1/credit/warnThreshold',
  'GET /v1/customer',
  'GET /v1/darwin/contactUpdates',
  'GET /v1/darwin/contactUpdates/current',
  'GET /v1/darwin/contactUpdates/{}',
  'GET /v1/darwin/contacts',
  'GET /v1/darwin/contacts/count',
  'GET /v1/darwin/contacts/{}',
  'GET /v1/darwin/contacts/{}/anomalies',
  'GET /v1/darwin/contacts/{}/dbna',
  'GET /v1/darwin/documents',
  'GET /v1/darwin/documents/count',
  'GET /v1/darwin/documents/{}',
  'GET /v1/darwin/documents/{}/download',
  'GET /v1/darwin/domains',
  'GET /v1/darwin/domains/count',
  'GET /v1/darwin/domains/{}',
  'GET /v1/darwin/domains/{}/dbna',
  'GET /v1/darwin/events',
  'GET /v1/darwin/events/count',
  'GET /v1/darwin/requests',
  'GET /v1/darwin/requests/count',
  'GET /v1/darwin/requests/expiring',
  'GET /v1/darwin/requests/expiring/count',
  'GET /v1/darwin/requests/{}',
  'GET /v1/darwin/requests/{}/anomalies',
  'GET /v1/darwin/requests/{}/expirationDays',
  'GET /v1/darwin/requests/{}/referenceContact',
  'GET /v1/dns-check/config',
  'GET /v1/emails',
  'GET /v1/gdpr',
  'GET /v1/gdpr/template/{}',
  'GET /v1/headQuarter',
  'GET /v1/invoices',
  'GET /v1/invoices/{}',
  'GET /v1/invoices/{}/payment',
  'GET /v1/invoices/{}/pdf',
  'GET /v1/ipAddresses',
  'GET /v1/payments',
  'GET /v1/payments/creditCard/transactions/{}',
  'GET /v1/payments/{}',
  'GET /v1/payments/{}/invoice',
  'GET /v1/payments/{}/report',
  'GET /v1/payments/{}/report/domains',
  'GET /v1/province',
  'GET /v1/registrar',
  'GET /v1/registrar/contacts',
  'GET /v1/registrar/contacts/{}',
  'GET /v1/registrar/events',
  'GET /v1/registrar/publicInfo',
  'GET /v1/user',
  'GET /v1/user/groups',
  'GET /v1/users',
  'HEAD /v1/invoices/{}/pdf',
  'PATCH /v1/darwin/contacts/{}',
  'POST /v1/darwin/contactUpdates',
  'POST /v1/darwin/contactUpdates/validate',
  'POST /v1/darwin/requests/{}/assignToMe',
  'POST /v1/darwin/requests/{}/assignToUser',
  'POST /v1/darwin/requests/{}/assignationRelease',
  'POST /v1/darwin/requests/{}/process',
  'POST /v1/dns-check/validate',
  'POST /v1/ipAddresses',
  'POST /v1/payments/bank',
  'POST /v1/payments/creditCard/transactions',
  'POST /v1/registrar/contacts',
  'PUT /v1/credit/warnThreshold',
  'PUT /v1/customer/eInvoicing',
  'PUT /v1/darwin/contacts/changeAction/request/{}',
  'PUT /v1/darwin/documents',
  'PUT /v1/emails',
  'PUT /v1/gdpr',
  'PUT /v1/gdpr/confirm',
  'PUT /v1/headQuarter',
  'PUT /v1/registrar/contacts/{}',
  'PUT /v1/registrar/publicInfo',
]

/** The spec's "operations of the statistics API: not shown", as this project designed them. */
const STATISTICS_OPERATIONS = [
  'GET /v1/statistics/dnssec',
  'GET /v1/statistics/nationalities',
  'GET /v1/statistics/provinces',
  'GET /v1/statistics/regions',
  'GET /v1/statistics/registrantTypes',
  'GET /v1/statistics/registrars',
  'GET /v1/statistics/registrars/growth',
  'GET /v1/statistics/totals',
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('serves exactly the 83 operations of the spec under /v1, and the 8 statistics operations', async () => {
  const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> }
  const served = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/v1/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`))
    .sort()
  expect(SPEC_OPERATIONS).toHaveLength(83)
  expect(served).toEqual([...SPEC_OPERATIONS, ...STATISTICS_OPERATIONS].sort())
})
