import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoiceSearch } from '../../local-server/contract/invoices.js'
import { paymentSearch } from '../../local-server/contract/payments.js'
import { userSearch } from '../../local-server/contract/security.js'
import { invoiceSearchPlan } from '../../local-server/features/invoices/repository.js'
import { paymentSearchPlan } from '../../local-server/features/payments/repository.js'
import type { Principal } from '../../local-server/core/tokens.js'
import { EXPIRY_DUE, NEXT_DEADLINE } from '../../local-server/features/darwin/lifecycle.js'
import { requestSearchPlan } from '../../local-server/features/darwin/request-search.js'
import { eventSearchPlan } from '../../local-server/features/registrar/events.js'
import { WORKING_STATUSES } from '../../local-server/validation/darwin-workflow.js'
import { userSearchPlan } from '../../local-server/features/security/users-repository.js'
import type { SearchPlan } from '../../local-server/db/search-runner.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { allowedSorts, queryPlan, searchPlanProblems } from '../helpers/query-plan.js'
import { addDarwinRequests, addInvoices, addPayments } from '../helpers/search-data.js'
import { registrarId } from './billing-helpers.js'

// Plans depend on the statistics: a realistic shape (tens of thousands of rows, a few registrars,
// skewed statuses and types, years of dates), then ANALYZE, as a bulk load ends.
let t: TestApp
let demo: number
beforeAll(async () => {
  t = await createTestApp()
  demo = registrarId(t, 'DEMO-REG')
  const db = t.app.ctx.db
  const other = registrarId(t, 'OTHER-REG')
  const day = 86_400_000
  const start = Date.parse('2020-01-01T00:00:00Z')
  db.transaction(() => {
    // 40,000 payments, three quarters the demo registrar's; mostly approved bank transfers.
    addPayments(db, demo, 30_000, { start, stepMs: 4_000_000, maxCents: 500_000 })
    addPayments(db, other, 10_000, { start, stepMs: 4_000_000, maxCents: 500_000 })
    // 6,000 operations invoices, numbered per fiscal year.
    addInvoices(db, demo, 4_800, { firstNumber: 100_000, firstDate: '2000-01-01' })
    addInvoices(db, other, 1_200, { firstNumber: 200_000, firstDate: '2000-01-01' })
    // 20,000 darwin requests, mostly closed, assigned in turn to the demo users or nobody.
    addDarwinRequests(db, demo, 18_000, { now: Date.now(), assignees: [1, 2, 3, 4, 5, null, null] })
    addDarwinRequests(db, other, 2_000, { now: Date.now(), assignees: [null] })
    // 3,000 users and 20,000 registrar events of the demo registrar.
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
       INSERT INTO users (registrar_id, username, password_hash, name, last_name, email, created, lastupdate, last_password_change)
       SELECT ?, 'scale' || i, 'x', 'Name' || (i % 300), 'Last' || (i % 700), 'u' || i || '@example.it', ? + i * ?, ? + i * ?, ? + i * ?
         FROM n`,
    ).run(demo, start, day, start, day, start, day)
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
       INSERT INTO registrar_events (registrar_id, type, created, username, message)
       SELECT ?, CASE WHEN i % 3 = 0 THEN 'creditWarning' ELSE 'contactCreated' END, ? + i * 60000, 'admin', 'scale' FROM n`,
    ).run(demo, start)
  })()
  db.exec('ANALYZE')
})
afterAll(() => t.close())

function problemsOf(filters: Array<Record<string, unknown>>, sorts: Array<string[] | undefined>, plan: (q: Record<string, unknown>) => SearchPlan) {
  const problems: string[] = []
  for (const f of filters) {
    for (const sort of sorts) {
      for (const p of searchPlanProblems(t.app.ctx.db, plan({ ...f, ...(sort ? { sort } : {}), page: 3, size: 20 }))) {
        problems.push(`${JSON.stringify(f)} sort=${sort?.join('&') ?? 'default'} ${p}`)
      }
    }
  }
  return problems
}

describe('every filter under every allowed sort reads through an index, without a sort step (page and total)', () => {
  it('payments', () => {
    const filters = [
      {}, { status: 'approved' }, { status: 'in:approved,rejected' }, { status: 'ne:approved' }, { status: 'notIn:approved' },
      { type: 'bank' }, { type: 'notIn:bank' }, { type: 'in:bank,creditCard' },
      { amount: 'ge:200' }, { amount: 'lt:50' }, { amount: 'between:100,500' }, { amount: 'in:100,200' }, { amount: '150' },
      { created: ['ge:2026-03-01', 'lt:2026-06-01'] }, { created: ['2024-05-05'] }, { created: ['between:2021-01-01,2021-12-31'] },
      { status: 'approved', amount: 'ge:200' }, { status: 'approved', type: 'bank' }, { status: 'submitted', created: ['ge:2024-01-01'] },
      { type: 'registry', amount: 'le:1000', created: ['lt:2023-01-01'] },
    ]
    expect(problemsOf(filters, allowedSorts(paymentSearch), (q) => paymentSearchPlan(demo, q))).toEqual([])
  })

  it('invoices', () => {
    const filters = [
      {}, { invoiceNumber: '100005' }, { invoiceNumber: 'in:100001,100002' }, { invoiceNumber: 'isNotNull:' },
      { totalAmount: 'gt:100' }, { totalAmount: 'between:10,50' }, { invoiceDate: ['ge:2005-01-01', 'lt:2006-01-01'] },
      { documentDate: ['2010-03-01'] }, { paymentId: 'ne:3' }, { totalAmount: 'ge:10', invoiceDate: ['ge:2005-01-01'] },
    ]
    expect(problemsOf(filters, allowedSorts(invoiceSearch), (q) => invoiceSearchPlan(demo, q))).toEqual([])
  })

  it('darwin requests, list and expiring, for a user who sees all and one who sees only theirs', () => {
    const filters = [
      {}, { status: 'completed' }, { status: 'in:pending,rejected' }, { status: 'notIn:completed,expired' }, { registrarAssignation: 'assigned' },
      { registrarAssignation: 'unassigned' }, { registrarAssignation: 'assignedToMe', status: 'in:submitted,pending' },
      { referenceContactRegcode: 'RC00042' }, { referenceContactOrg: 'Org B' }, { status: 'processing', referenceContactOrg: 'Org' },
    ]
    const principal = (userId: number, groups: Principal['groups']): Principal => ({ userId, username: 'x', registrarId: demo, groups, scopes: ['darwin'], expiresAt: 0 })
    const problems = [principal(1, ['admin']), principal(4, ['darwin'])].flatMap((p) => [
      ...problemsOf(filters, [undefined], (q) => requestSearchPlan(p, q, undefined)),
      ...problemsOf(filters.filter((f) => !('status' in f)), [undefined], (q) => requestSearchPlan(p, q, { now: Date.now(), days: 30 })),
    ])
    expect(problems).toEqual([])
  })

  it('the darwin expiry sweep before every darwin call seeks the working statuses only', () => {
    const plan = queryPlan(t.app.ctx.db, EXPIRY_DUE, [demo, ...WORKING_STATUSES, Date.now()])
    expect(plan.some((d) => /^SEARCH .*USING (COVERING )?INDEX darwin_requests_status_deadline \(registrar_id=\? AND status=\? AND deadline<\?\)/.test(d))).toBe(true)
    expect(plan.filter((d) => /^SCAN /.test(d))).toEqual([])
    // What it remembers between calls: the earliest deadline of a status, the first entry of the same index.
    const next = queryPlan(t.app.ctx.db, NEXT_DEADLINE, [demo, WORKING_STATUSES[0]])
    expect(next).toEqual([expect.stringMatching(/^SEARCH .*USING COVERING INDEX darwin_requests_status_deadline \(registrar_id=\? AND status=\?\)/)])
  })

  it('users', () => {
    const filters = [
      {}, { username: 'scale5' }, { name: 'contains:ame1' }, { lastName: 'Last5' }, { lastName: 'startsWith:Last1' },
      { email: 'ne:x@y.it' }, { group: 'billing' }, { created: ['ge:2021-01-01', 'lt:2022-01-01'] }, { lastupdate: 'between:2021-01-01,2021-03-01' },
    ]
    expect(problemsOf(filters, allowedSorts(userSearch), (q) => userSearchPlan(demo, q))).toEqual([])
  })

  it('registrar events', () => {
    const filters = [
      {}, { type: 'creditWarning' }, { type: 'in:contactCreated,creditWarning' }, { type: 'ne:creditWarning' },
      { created: ['ge:2020-01-02', 'lt:2020-01-05'] }, { type: 'contactCreated', created: ['gt:2020-01-03'] },
    ]
    const sorts = [undefined, ['created'], ['created,desc'], ['created,desc', 'created']]
    expect(problemsOf(filters, sorts, (q) => eventSearchPlan(demo, q))).toEqual([])
  })
})

describe('a sort the search does not list', () => {
  it.each([
    ['/v1/payments?sort=amount&sort=created', 'billing'],
    ['/v1/payments?sort=status&sort=type,desc', 'billing'],
    ['/v1/payments?sort=type&sort=created,desc', 'billing'],
    ['/v1/invoices?sort=invoiceNumber&sort=fiscalYear', 'billing'],
    ['/v1/users?sort=name&sort=lastName', 'admin'],
  ])('%s answers 400 unknown_sort_field naming the allowed sorts', async (url, as) => {
    const res = await t.call({ method: 'GET', url, as })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/)
    const body = res.json()
    expect(body).toMatchObject({ status: 400, code: 'unknown_sort_field', field: 'sort' })
    expect(body.detail).toMatch(/is not an allowed sort; Fields: one of .+; or together: .+ then .+/)
  })

  it('an allowed combination answers its order, in both directions', async () => {
    for (const url of ['/v1/payments?sort=status&sort=created,desc&size=100', '/v1/payments?sort=status,desc&sort=created&size=100']) {
      const res = await t.call({ method: 'GET', url, as: 'billing' })
      expect(res.statusCode, url).toBe(200)
      const rows = res.json().elements as Array<{ status: string; created: string }>
      const descStatus = url.includes('status,desc')
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!]
        const statusOrder = descStatus ? a.status >= b.status : a.status <= b.status
        expect(statusOrder, url).toBe(true)
        if (a.status === b.status) expect(descStatus ? Date.parse(a.created) <= Date.parse(b.created) : Date.parse(a.created) >= Date.parse(b.created)).toBe(true)
      }
    }
  })

  it('the OpenAPI document lists the combinations under sort', async () => {
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json()
    const sort = doc.paths['/v1/payments'].get.parameters.find((p: { name: string }) => p.name === 'sort')
    expect(sort.schema['x-sort-combinations']).toEqual(paymentSearch.combinations)
    expect(sort.description ?? sort.schema.description).toContain('status then created in opposite directions')
  })
})
