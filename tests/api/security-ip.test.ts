import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ipListSql } from '../../local-server/features/security/ip-repository.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { planProblems, queryPlan } from '../helpers/query-plan.js'

interface IpRecord {
  id: number
  service: string
  userId: number
  username: string
  ipAddress: string
  created: string
}

let t: TestApp
const ids: Record<string, number> = {}
beforeAll(async () => {
  t = await createTestApp()
  const users = t.app.ctx.db.prepare('SELECT id, username FROM users').all() as { id: number; username: string }[]
  for (const u of users) ids[u.username] = u.id
})
afterAll(() => t.close())

const list = (query = '', as = 'admin') => t.call({ method: 'GET', url: `/v1/ipAddresses${query}`, as })
const create = (payload: object, as = 'admin') => t.call({ method: 'POST', url: '/v1/ipAddresses', as, payload })
const remove = (id: number | string, as = 'admin') => t.call({ method: 'DELETE', url: `/v1/ipAddresses/${id}`, as })
const addresses = async (query = '', as = 'admin') => ((await list(query, as)).json() as IpRecord[]).map((r) => r.ipAddress)

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status)
  expect(String(res.headers['content-type'])).toContain('application/problem+json')
  expect(res.json()).toMatchObject({ status, code, type: `urn:registrar-api:error:${code}`, ...(field ? { field } : {}) })
}

describe('access', () => {
  it.each([
    ['GET', '/v1/ipAddresses', undefined],
    ['POST', '/v1/ipAddresses', { service: 'das', userId: 1, ipAddresses: ['192.0.2.99'] }],
    ['DELETE', '/v1/ipAddresses/1', undefined],
  ] as const)('%s %s: 401 without a token, 403 for every group but admin', async (method, url, payload) => {
    const req = { method, url, ...(payload ? { payload } : {}) }
    expectProblem(await t.call(req), 401, 'unauthenticated')
    for (const as of ['billing', 'domain', 'darwin']) expectProblem(await t.call({ ...req, as }), 403, 'forbidden_group')
  })

  it('an admin token of either scope is enough', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/ipAddresses', as: 'admin', scope: 'billing' })).statusCode).toBe(200)
    expect((await t.call({ method: 'GET', url: '/v1/ipAddresses', as: 'admin', scope: 'darwin' })).statusCode).toBe(200)
  })
})

describe('GET /v1/ipAddresses', () => {
  it("lists the registrar's demo records, two per service, ordered by service, user and address", async () => {
    const res = await list()
    expect(res.statusCode).toBe(200)
    const body = res.json() as IpRecord[]
    expect(body.filter((r) => r.service === 'epp-server')).toHaveLength(2)
    expect(body.filter((r) => r.service === 'das')).toHaveLength(2)
    expect(body.map((r) => r.service)).toEqual(['das', 'das', 'epp-server', 'epp-server'])
    expect(body[0]).toEqual({
      id: expect.any(Number),
      service: 'das',
      userId: ids.admin,
      username: 'admin',
      ipAddress: '198.51.100.0/28',
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/),
    })
  })

  it('filters by service with eq (default), ne, in and notIn', async () => {
    expect(await addresses('?service=das')).toEqual(['198.51.100.0/28', '198.51.100.20'])
    expect(await addresses('?service=eq:epp-server')).toEqual(['192.0.2.10', '2001:db8:10::/64'])
    expect(await addresses('?service=ne:das')).toEqual(['192.0.2.10', '2001:db8:10::/64'])
    expect(await addresses('?service=in:das,epp-server')).toHaveLength(4)
    expect(await addresses('?service=notIn:das')).toEqual(['192.0.2.10', '2001:db8:10::/64'])
  })

  it('filters by userId with eq, ne, in and notIn', async () => {
    expect(await addresses(`?userId=${ids.domain}`)).toEqual(['192.0.2.10', '2001:db8:10::/64'])
    expect(await addresses(`?userId=ne:${ids.domain}`)).toEqual(['198.51.100.0/28', '198.51.100.20'])
    expect(await addresses(`?userId=in:${ids.domain},${ids.admin}`)).toHaveLength(4)
    expect(await addresses(`?userId=notIn:${ids.admin}`)).toEqual(['192.0.2.10', '2001:db8:10::/64'])
  })

  it('filters by ipAddress in any spelling, with eq, ne, in and notIn', async () => {
    expect(await addresses('?ipAddress=192.0.2.10')).toEqual(['192.0.2.10'])
    expect(await addresses(`?ipAddress=${encodeURIComponent('2001:DB8:10:0::/64')}`)).toEqual(['2001:db8:10::/64'])
    expect(await addresses(`?ipAddress=${encodeURIComponent('eq:::ffff:192.0.2.10')}`)).toEqual(['192.0.2.10'])
    expect(await addresses('?ipAddress=ne:192.0.2.10')).toHaveLength(3)
    expect(await addresses('?ipAddress=in:192.0.2.10,198.51.100.20')).toEqual(['198.51.100.20', '192.0.2.10'])
    expect(await addresses('?ipAddress=notIn:192.0.2.10,198.51.100.20')).toEqual(['198.51.100.0/28', '2001:db8:10::/64'])
    expect(await addresses('?ipAddress=192.0.2.11')).toEqual([])
  })

  it('combines filters', async () => {
    expect(await addresses(`?service=das&userId=${ids.admin}&ipAddress=198.51.100.20`)).toEqual(['198.51.100.20'])
    expect(await addresses(`?service=das&userId=${ids.domain}`)).toEqual([])
  })

  it.each([
    ['service=ftp', 'invalid_value', 'service'],
    ['service=contains:das', 'operator_not_allowed', 'service'],
    ['userId=abc', 'invalid_value', 'userId'],
    ['userId=gt:1', 'operator_not_allowed', 'userId'],
    ['ipAddress=not-an-ip', 'invalid_value', 'ipAddress'],
    ['ipAddress=in:192.0.2.1,999.1.1.1', 'invalid_value', 'ipAddress'],
    ['ipAddress=startsWith:192', 'operator_not_allowed', 'ipAddress'],
    ['user=1', 'invalid_parameter', 'user'],
  ])('400 for %s', async (query, code, field) => {
    expectProblem(await list(`?${query}`), 400, code, field)
  })

  it("other-admin sees only OTHER-REG's records, and DEMO-REG's filters find nothing there", async () => {
    const other = (await list('', 'other-admin')).json() as IpRecord[]
    expect(other.map((r) => r.ipAddress)).toEqual(['203.0.113.6', '203.0.113.5'])
    expect(other.every((r) => r.username === 'other-admin')).toBe(true)
    expect(await addresses(`?userId=${ids.admin}`, 'other-admin')).toEqual([])
    expect(await addresses('?ipAddress=192.0.2.10', 'other-admin')).toEqual([])
    expect(await addresses('?ipAddress=203.0.113.5')).toEqual([])
  })

  it.each([
    {},
    { service: 'das' },
    { service: 'in:das,epp-server' },
    { service: 'ne:das' },
    { userId: '3' },
    { userId: 'in:1,3' },
    { userId: 'notIn:1' },
    { ipAddress: 'eq:192.0.2.10' },
    { ipAddress: 'in:192.0.2.10,198.51.100.20' },
    { service: 'das', userId: '1' },
    { service: 'das', ipAddress: '192.0.2.10' },
  ])('reads through an index for %j', (query) => {
    const { sql, args } = ipListSql(query)
    expect(planProblems(queryPlan(t.app.ctx.db, sql, [1, ...args]))).toEqual([])
  })
})

describe('POST /v1/ipAddresses', () => {
  it('creates one record per address, normalised, and answers 201 with them', async () => {
    const res = await create({ service: 'epp-server', userId: ids.billing, ipAddresses: ['198.51.100.77', '2001:DB8:0:0:0:0:0:AB', ' 203.0.113.0/24 ', '198.51.100.80/32'] })
    expect(res.statusCode).toBe(201)
    const body = res.json() as IpRecord[]
    expect(body.map((r) => r.ipAddress)).toEqual(['198.51.100.77', '2001:db8::ab', '203.0.113.0/24', '198.51.100.80'])
    expect(body.every((r) => r.service === 'epp-server' && r.userId === ids.billing && r.username === 'billing')).toBe(true)
    expect(new Set(body.map((r) => r.id)).size).toBe(4)
    expect(await addresses(`?userId=${ids.billing}&service=epp-server`)).toEqual(body.map((r) => r.ipAddress).sort())
  })

  it('400 ip_address_exists (the spec lists no 409 here) for an address already allowed for the same service and user, in any spelling', async () => {
    const res = await create({ service: 'epp-server', userId: ids.domain, ipAddresses: ['::ffff:192.0.2.10'] })
    expectProblem(res, 400, 'ip_address_exists', 'ipAddresses.0')
    expect(res.json().detail).toContain('192.0.2.10')
    expect(res.json().errors).toEqual([{ field: 'ipAddresses.0', code: 'ip_address_exists' }])
  })

  it('names every refused entry at once, those already allowed among those the rules refuse, in their order', async () => {
    const res = await create({ service: 'das', userId: ids.admin, ipAddresses: ['198.51.100.20', '127.0.0.1', '198.51.100.97', '192.0.2.5/24', '198.51.100.0/28'] })
    expectProblem(res, 400, 'ip_address_exists', 'ipAddresses.0')
    expect(res.json().errors).toEqual([
      { field: 'ipAddresses.0', code: 'ip_address_exists' },
      { field: 'ipAddresses.1', code: 'ip_address_not_allowed' },
      { field: 'ipAddresses.3', code: 'ip_range_host_bits' },
      { field: 'ipAddresses.4', code: 'ip_address_exists' },
    ])
    expect(await addresses('?ipAddress=198.51.100.97')).toEqual([])
  })

  it('allows the same address for another service and for another user', async () => {
    expect((await create({ service: 'das', userId: ids.domain, ipAddresses: ['192.0.2.10'] })).statusCode).toBe(201)
    expect((await create({ service: 'epp-server', userId: ids.darwin, ipAddresses: ['192.0.2.10'] })).statusCode).toBe(201)
  })

  it('creates all or none: one existing address refuses the whole request', async () => {
    const res = await create({ service: 'das', userId: ids.admin, ipAddresses: ['198.51.100.99', '198.51.100.20'] })
    expectProblem(res, 400, 'ip_address_exists', 'ipAddresses.1')
    expect(await addresses('?ipAddress=198.51.100.99')).toEqual([])
  })

  it('creates all or none: one invalid address refuses the whole request', async () => {
    const res = await create({ service: 'das', userId: ids.admin, ipAddresses: ['198.51.100.98', 'bogus'] })
    expectProblem(res, 400, 'invalid_ip_address', 'ipAddresses.1')
    expect(await addresses('?ipAddress=198.51.100.98')).toEqual([])
  })

  it('404 user_not_found for an unknown user and for a user of another registrar', async () => {
    expectProblem(await create({ service: 'das', userId: 999_999, ipAddresses: ['198.51.100.1'] }), 404, 'user_not_found', 'userId')
    expectProblem(await create({ service: 'das', userId: ids['other-admin']!, ipAddresses: ['198.51.100.1'] }), 404, 'user_not_found', 'userId')
    expectProblem(await create({ service: 'das', userId: ids.admin!, ipAddresses: ['198.51.100.1'] }, 'other-admin'), 404, 'user_not_found', 'userId')
    expect(await addresses('?ipAddress=198.51.100.1')).toEqual([])
    expect(await addresses('?ipAddress=198.51.100.1', 'other-admin')).toEqual([])
  })

  it.each([
    [['999.1.1.1'], 'invalid_ip_address'],
    [['010.1.1.1'], 'invalid_ip_address'],
    [['fe80::1%eth0'], 'invalid_ip_address'],
    [['192.0.2.1/33'], 'invalid_ip_address'],
    [['127.0.0.1'], 'ip_address_not_allowed'],
    [['::1'], 'ip_address_not_allowed'],
    [['0.0.0.0'], 'ip_address_not_allowed'],
    [['224.0.0.5'], 'ip_address_not_allowed'],
    [['fe80::1'], 'ip_address_not_allowed'],
    [['10.0.0.0/8'], 'ip_range_too_wide'],
    [['2001:db8::/32'], 'ip_range_too_wide'],
    [['192.0.2.5/24'], 'ip_range_host_bits'],
  ])('400 for %j (%s)', async (ipAddresses, code) => {
    expectProblem(await create({ service: 'das', userId: ids.admin, ipAddresses }), 400, code, 'ipAddresses.0')
  })

  it('400 ip_address_repeated for the same address twice in one request', async () => {
    const res = await create({ service: 'das', userId: ids.admin, ipAddresses: ['198.51.100.50', '::ffff:198.51.100.50'] })
    expectProblem(res, 400, 'ip_address_repeated', 'ipAddresses.1')
  })

  it.each([
    [{ userId: 1, ipAddresses: ['198.51.100.1'] }, 'service'],
    [{ service: 'ftp', userId: 1, ipAddresses: ['198.51.100.1'] }, 'service'],
    [{ service: 'das', ipAddresses: ['198.51.100.1'] }, 'userId'],
    [{ service: 'das', userId: '1', ipAddresses: ['198.51.100.1'] }, 'userId'],
    [{ service: 'das', userId: 1.5, ipAddresses: ['198.51.100.1'] }, 'userId'],
    [{ service: 'das', userId: 1 }, 'ipAddresses'],
    [{ service: 'das', userId: 1, ipAddresses: [] }, 'ipAddresses'],
    [{ service: 'das', userId: 1, ipAddresses: '198.51.100.1' }, 'ipAddresses'],
    [{ service: 'das', userId: 1, ipAddresses: Array.from({ length: 21 }, (_, i) => `198.51.100.${i + 1}`) }, 'ipAddresses'],
    [{ service: 'das', userId: 1, ipAddresses: ['198.51.100.1'], note: 'x' }, 'note'],
  ])('400 invalid_body for %j', async (payload, field) => {
    const res = await create(payload)
    expectProblem(res, 400, 'invalid_body')
    expect(String(res.json().field)).toContain(field)
  })
})

describe('DELETE /v1/ipAddresses/{ipAddressId}', () => {
  it('204, then 404 for the same id', async () => {
    const [made] = (await create({ service: 'das', userId: ids.darwin, ipAddresses: ['198.51.100.200'] })).json() as IpRecord[]
    const res = await remove(made!.id)
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect(await addresses('?ipAddress=198.51.100.200')).toEqual([])
    expectProblem(await remove(made!.id), 404, 'not_found')
  })

  it("404 for another registrar's record, which stays in place", async () => {
    const [foreign] = (await list('', 'other-admin')).json() as IpRecord[]
    expectProblem(await remove(foreign!.id), 404, 'not_found')
    expect(await addresses('', 'other-admin')).toContain(foreign!.ipAddress)
    const [mine] = (await list()).json() as IpRecord[]
    expectProblem(await remove(mine!.id, 'other-admin'), 404, 'not_found')
    expect(await addresses()).toContain(mine!.ipAddress)
  })

  it.each(['abc', '1.5', '0', '-3'])('400 for the id %s', async (id) => {
    expectProblem(await remove(id), 400, 'invalid_parameter', 'ipAddressId')
  })
})
