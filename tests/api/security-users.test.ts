import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { userSearchPlan } from '../../local-server/features/security/users-repository.js'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { searchPlanProblems } from '../helpers/query-plan.js'

interface User {
  id: number
  username: string
  name: string
  lastName: string
  email: string
  groups: string[]
  registrarId: number
  registrarCode: string
  created: string
  lastupdate: string
  lastPasswordChange: string
}
interface Page {
  elements: User[]
  page: { size: number; totalElements: number; totalPages: number; page: number }
}

const at = (iso: string) => Date.parse(iso)
// Extra users with known names and instants (the demo users are dated relative to today).
const EXTRA = [
  { registrar: 'DEMO-REG', username: 'mrossi', name: 'Mario', lastName: 'Rossi', email: 'mario.rossi@demo-registrar.it', groups: ['billing', 'domain'], created: '2024-01-10T10:00:00+01:00', lastupdate: '2024-02-01T10:00:00+01:00', pwd: '2024-03-01T10:00:00+01:00' },
  { registrar: 'DEMO-REG', username: 'arossini', name: 'Anna', lastName: 'Rossini', email: 'anna.rossini@demo-registrar.it', groups: ['billing'], created: '2024-01-20T10:00:00+01:00', lastupdate: '2024-02-10T10:00:00+01:00', pwd: '2024-03-10T10:00:00+01:00' },
  { registrar: 'DEMO-REG', username: 'gverdi', name: 'Giuseppe', lastName: 'Verdi', email: 'g.verdi@demo-registrar.it', groups: ['darwin'], created: '2024-01-30T10:00:00+01:00', lastupdate: '2024-02-20T10:00:00+01:00', pwd: '2024-03-20T10:00:00+01:00' },
  { registrar: 'OTHER-REG', username: 'xrossi', name: 'Mario', lastName: 'Rossi', email: 'mario.rossi@altro-registrar.it', groups: ['billing'], created: '2024-01-10T10:00:00+01:00', lastupdate: '2024-02-01T10:00:00+01:00', pwd: '2024-03-01T10:00:00+01:00' },
]
const DEMO_USERNAMES = ['admin', 'billing', 'darwin', 'darwin2', 'domain']

let t: TestApp
let demoId: number
beforeAll(async () => {
  t = await createTestApp()
  const db = t.app.ctx.db
  const reg = (code: string) => (db.prepare('SELECT id FROM registrars WHERE code = ?').get(code) as { id: number }).id
  demoId = reg('DEMO-REG')
  const insUser = db.prepare(
    `INSERT INTO users (registrar_id, username, password_hash, name, last_name, email, created, lastupdate, last_password_change)
     VALUES (?, ?, 'x', ?, ?, ?, ?, ?, ?)`,
  )
  const insGroup = db.prepare('INSERT INTO user_groups (user_id, group_name) VALUES (?, ?)')
  for (const u of EXTRA) {
    const id = Number(insUser.run(reg(u.registrar), u.username, u.name, u.lastName, u.email, at(u.created), at(u.lastupdate), at(u.pwd)).lastInsertRowid)
    for (const g of u.groups) insGroup.run(id, g)
  }
})
afterAll(() => t.close())

const get = (url: string, as = 'admin') => t.call({ method: 'GET', url, as })
const search = async (query: string, as = 'admin') => {
  const res = await get(`/v1/users?${query}`, as)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Page
}
const names = async (query: string, as = 'admin') => (await search(`${query}&size=100`, as)).elements.map((u) => u.username)
const sorted = (xs: string[]) => [...xs].sort()
const ALL_DEMO = sorted([...DEMO_USERNAMES, 'mrossi', 'arossini', 'gverdi'])

function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number, code: string, field?: string) {
  expect(res.statusCode).toBe(status)
  expect(String(res.headers['content-type'])).toContain('application/problem+json')
  expect(res.json()).toMatchObject({ status, code, ...(field ? { field } : {}) })
}

describe('GET /v1/user and /v1/user/groups', () => {
  it.each(['admin', 'billing', 'domain', 'darwin', 'darwin2', 'other-admin'])('%s reads its own user and groups', async (username) => {
    const res = await get('/v1/user', username)
    expect(res.statusCode).toBe(200)
    const user = res.json() as User
    expect(user).toMatchObject({ username, registrarCode: username === 'other-admin' ? 'OTHER-REG' : 'DEMO-REG' })
    expect(Object.keys(user).sort()).toEqual(
      ['created', 'email', 'groups', 'id', 'lastName', 'lastPasswordChange', 'lastupdate', 'name', 'registrarCode', 'registrarId', 'username'],
    )
    expect(user.created).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    const groups = await get('/v1/user/groups', username)
    expect(groups.statusCode).toBe(200)
    expect(groups.json()).toEqual(user.groups)
    expect(user.groups).toEqual([username.startsWith('darwin') ? 'darwin' : username === 'other-admin' ? 'admin' : username])
  })

  it('the admin user of DEMO-REG has the demo names', async () => {
    expect((await get('/v1/user')).json()).toMatchObject({ name: 'Giulia', lastName: 'Ferrari', email: 'admin@demo-registrar.it', groups: ['admin'] })
  })

  it('either scope is enough', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/user', as: 'darwin', scope: 'darwin' })).statusCode).toBe(200)
    expect((await t.call({ method: 'GET', url: '/v1/user/groups', as: 'billing', scope: 'billing' })).statusCode).toBe(200)
  })

  it.each(['/v1/user', '/v1/user/groups'])('%s: 401 without a token or with a bad one', async (url) => {
    expectProblem(await t.call({ method: 'GET', url }), 401, 'unauthenticated')
    expectProblem(await t.call({ method: 'GET', url, token: 'a.b.c' }), 401, 'invalid_token')
  })
})

describe('GET /v1/users: access and isolation', () => {
  it('401 without a token, 403 for every group but admin', async () => {
    expectProblem(await t.call({ method: 'GET', url: '/v1/users' }), 401, 'unauthenticated')
    for (const as of ['billing', 'domain', 'darwin']) expectProblem(await get('/v1/users', as), 403, 'forbidden_group')
  })

  it("lists only the caller's registrar's users, ordered by username, in the PagedOf envelope", async () => {
    const page = await search('')
    expect(page.page).toEqual({ size: 20, totalElements: 8, totalPages: 1, page: 0 })
    expect(page.elements.map((u) => u.username)).toEqual(ALL_DEMO)
    expect(page.elements.every((u) => u.registrarCode === 'DEMO-REG' && u.registrarId === demoId)).toBe(true)
    expect(page.elements.find((u) => u.username === 'mrossi')).toMatchObject({
      name: 'Mario', lastName: 'Rossi', groups: ['billing', 'domain'], created: '2024-01-10T10:00:00+01:00',
      lastupdate: '2024-02-01T10:00:00+01:00', lastPasswordChange: '2024-03-01T10:00:00+01:00',
    })
  })

  it('other-admin never sees DEMO-REG users, whatever the filter', async () => {
    expect(await names('', 'other-admin')).toEqual(['other-admin', 'xrossi'])
    expect(await names('name=Mario', 'other-admin')).toEqual(['xrossi'])
    expect(await names('username=admin', 'other-admin')).toEqual([])
    expect(await names('username=xrossi')).toEqual([])
    expect(await names('name=Mario')).toEqual(['mrossi'])
  })
})

describe('GET /v1/users: filters', () => {
  it.each([
    ['username=mrossi', ['mrossi']],
    ['username=eq:gverdi', ['gverdi']],
    ['username=ne:mrossi', ALL_DEMO.filter((u) => u !== 'mrossi')],
    ['username=in:mrossi,gverdi,xrossi', ['gverdi', 'mrossi']],
    ['username=notIn:mrossi,gverdi,admin', ALL_DEMO.filter((u) => !['mrossi', 'gverdi', 'admin'].includes(u))],
    ['name=Mario', ['mrossi']],
    ['name=ne:Mario', ALL_DEMO.filter((u) => u !== 'mrossi')],
    ['name=in:Mario,Anna', ['arossini', 'mrossi']],
    ['name=notIn:Mario,Anna,Giulia', ALL_DEMO.filter((u) => !['mrossi', 'arossini', 'admin'].includes(u))],
    ['name=contains:ari', ['mrossi']],
    ['name=contains:AN', ['arossini']],
    ['name=startsWith:Giu', ['admin', 'gverdi']],
    ['name=endsWith:na', ['arossini', 'darwin2']],
    ['name=contains:%25', []],
    ['lastName=Rossi', ['mrossi']],
    ['lastName=ne:Rossi', ALL_DEMO.filter((u) => u !== 'mrossi')],
    ['lastName=in:Rossi,Verdi', ['gverdi', 'mrossi']],
    ['lastName=notIn:Rossi,Verdi,Rossini', ALL_DEMO.filter((u) => !['mrossi', 'gverdi', 'arossini'].includes(u))],
    ['lastName=contains:ross', ['arossini', 'mrossi']],
    ['lastName=startsWith:Ver', ['gverdi']],
    ['lastName=endsWith:ini', ['arossini']],
    ['email=anna.rossini@demo-registrar.it', ['arossini']],
    ['email=ne:anna.rossini@demo-registrar.it', ALL_DEMO.filter((u) => u !== 'arossini')],
    ['email=in:g.verdi@demo-registrar.it,admin@demo-registrar.it', ['admin', 'gverdi']],
    ['email=notIn:g.verdi@demo-registrar.it,admin@demo-registrar.it', ALL_DEMO.filter((u) => !['admin', 'gverdi'].includes(u))],
    ['group=billing', ['arossini', 'billing', 'mrossi']],
    ['group=domain', ['domain', 'mrossi']],
    ['group=darwin', ['darwin', 'darwin2', 'gverdi']],
    ['group=admin', ['admin']],
    ['group=billing&name=Mario', ['mrossi']],
  ])('%s', async (query, expected) => {
    expect(sorted(await names(query))).toEqual(sorted(expected))
  })

  for (const [param, field] of [['created', 'created'], ['lastupdate', 'lastupdate'], ['lastPasswordChange', 'pwd']] as const) {
    const [m, a, g] = EXTRA.slice(0, 3).map((u) => u[field])
    const day = (iso: string) => iso.slice(0, 10)
    const enc = encodeURIComponent
    it.each([
      [`eq:${day(m!)}`, ['mrossi']],
      [`eq:${enc(m!)}`, ['mrossi']],
      [`ne:${day(m!)}`, ALL_DEMO.filter((u) => u !== 'mrossi')],
      [`in:${day(m!)},${day(g!)}`, ['gverdi', 'mrossi']],
      [`notIn:${day(m!)},${day(g!)}`, ALL_DEMO.filter((u) => !['mrossi', 'gverdi'].includes(u))],
      [`lt:${enc(a!)}`, ['mrossi']],
      [`le:${enc(a!)}`, ['arossini', 'mrossi']],
      [`gt:${day(a!)}`, ALL_DEMO.filter((u) => !['mrossi', 'arossini'].includes(u))],
      [`ge:${enc(a!)}`, ALL_DEMO.filter((u) => u !== 'mrossi')],
      [`between:${day(m!)},${day(a!)}`, ['arossini', 'mrossi']],
    ])(`${param}=%s`, async (value, expected) => {
      expect(sorted(await names(`${param}=${value}`))).toEqual(sorted(expected))
    })
    it(`${param} is repeatable: every value must hold`, async () => {
      expect(sorted(await names(`${param}=ge:${day(a!)}&${param}=lt:${day(g!)}`))).toEqual(['arossini'])
    })
  }

  it.each([
    ['username=contains:ross', 'operator_not_allowed', 'username'],
    ['email=startsWith:anna', 'operator_not_allowed', 'email'],
    ['name=gt:A', 'operator_not_allowed', 'name'],
    ['created=contains:2024', 'operator_not_allowed', 'created'],
    ['created=eq:yesterday', 'invalid_value', 'created'],
    ['lastupdate=between:2024-01-01', 'invalid_value', 'lastupdate'],
    ['lastPasswordChange=ge:2024-02-30', 'invalid_value', 'lastPasswordChange'],
    ['group=boss', 'invalid_value', 'group'],
    ['group=eq:admin', 'operator_not_allowed', 'group'],
    ['group=in:admin,billing', 'operator_not_allowed', 'group'],
    ['role=admin', 'invalid_parameter', 'role'],
  ])('400 for %s', async (query, code, field) => {
    expectProblem(await get(`/v1/users?${query}`), 400, code, field)
  })
})

describe('GET /v1/users: paging and sort', () => {
  it('pages through the results with page and size', async () => {
    const first = await search('size=3')
    expect(first.page).toEqual({ size: 3, totalElements: 8, totalPages: 3, page: 0 })
    const last = await search('size=3&page=2')
    expect(last.page.page).toBe(2)
    expect(last.elements.map((u) => u.username)).toEqual(ALL_DEMO.slice(6))
    expect((await search('size=3&page=9')).elements).toEqual([])
  })

  it.each(['size=0', 'size=101', 'size=abc', 'page=-1', 'page=x'])('400 invalid_parameter for %s', async (query) => {
    expectProblem(await get(`/v1/users?${query}`), 400, 'invalid_parameter', query.split('=')[0])
  })

  it.each([
    ['username', (u: User) => u.username],
    ['name', (u: User) => u.name],
    ['lastName', (u: User) => u.lastName],
    ['email', (u: User) => u.email],
    ['created', (u: User) => String(Date.parse(u.created)).padStart(15, '0')],
    ['lastupdate', (u: User) => String(Date.parse(u.lastupdate)).padStart(15, '0')],
    ['lastPasswordChange', (u: User) => String(Date.parse(u.lastPasswordChange)).padStart(15, '0')],
    ['id', (u: User) => String(u.id).padStart(15, '0')],
  ])('sorts by %s, ascending and descending', async (field, key) => {
    const asc = (await search(`sort=${field}&size=100`)).elements.map(key)
    expect(asc).toEqual([...asc].sort())
    const desc = (await search(`sort=${field},desc&size=100`)).elements.map(key)
    expect(desc).toEqual([...asc].sort().reverse())
  })

  it('sorts by several fields, ending on id', async () => {
    const users = (await search('sort=lastName,desc&sort=name&size=100')).elements
    expect(users.map((u) => u.lastName)).toEqual(users.map((u) => u.lastName).sort().reverse())
  })

  it.each([
    ['sort=password', 'unknown_sort_field'],
    ['sort=name,up', 'invalid_value'],
  ])('400 for %s', async (query, code) => {
    expectProblem(await get(`/v1/users?${query}`), 400, code, 'sort')
  })
})

describe('GET /v1/users: every filter and sort reads through an index', () => {
  const problems = (query: Record<string, unknown>) => searchPlanProblems(t.app.ctx.db, userSearchPlan(demoId, query))
  it.each([
    {},
    { username: 'mrossi' },
    { username: 'in:mrossi,gverdi' },
    { username: 'notIn:mrossi' },
    { name: 'Mario' },
    { name: 'contains:ar' },
    { name: 'startsWith:Gi' },
    { lastName: 'in:Rossi,Verdi' },
    { lastName: 'endsWith:ini' },
    { email: 'ne:x@y.it' },
    { group: 'billing' },
    { created: ['ge:2024-01-01', 'lt:2024-02-01'] },
    { lastupdate: 'between:2024-01-01,2024-03-01' },
    { lastPasswordChange: 'in:2024-03-01,2024-03-10' },
  ])('filter %j', (query) => {
    expect(problems(query)).toEqual([])
  })
  it.each(['username', 'name', 'lastName', 'email', 'created', 'lastupdate', 'lastPasswordChange', 'id'])('sort by %s', (field) => {
    expect(problems({ sort: [field] })).toEqual([])
    expect(problems({ sort: [`${field},desc`] })).toEqual([])
  })
})
