import { describe, expect, it } from 'vitest'
import { userSearch } from '@contract/security'
import { readListState, toApiQuery, writeListState } from '@/composables/list-state'
import { ipAllowListOf, USER_DEFAULTS, USER_SEARCH, userFilterFields, userPage } from '@/features/users/user-search'
import { createAppI18n } from '@/i18n'

describe('the user search', () => {
  it('offers every filter the API has, with the operators it allows', () => {
    expect(Object.keys(USER_SEARCH).sort()).toEqual(Object.keys(userSearch.filters).sort())
    for (const [name, spec] of Object.entries(USER_SEARCH)) {
      const allowed: readonly string[] = userSearch.filters[name as keyof typeof userSearch.filters].operators
      for (const op of spec.ops ?? []) expect(allowed, `${name} ${op}`).toContain(op)
      if (spec.kind === 'dateRange') expect(allowed, name).toEqual(expect.arrayContaining(['ge', 'le']))
    }
    // The default sort is the API's own order, and a field it sorts by.
    expect(userSearch.sort).toContain(USER_DEFAULTS.sort[0])
  })

  it('turns the clerk’s filters into the API’s grammar', () => {
    const state = readListState(
      {
        name: 'Ro',
        'name.op': 'startsWith',
        lastName: 'ric',
        email: 'admin@demo-registrar.it',
        group: 'darwin',
        'created.from': '2025-01-01',
        'lastPasswordChange.to': '2026-11-24',
        'lastupdate.from': '2025-06-01',
        'lastupdate.to': '2025-06-30',
        sort: 'lastName,desc',
      },
      USER_SEARCH,
      USER_DEFAULTS,
    )
    expect(toApiQuery(USER_SEARCH, state)).toEqual({
      page: 0,
      size: 20,
      sort: ['lastName,desc'],
      name: 'startsWith:Ro',
      lastName: 'contains:ric',
      email: 'admin@demo-registrar.it',
      group: 'darwin',
      created: ['ge:2025-01-01'],
      lastupdate: ['ge:2025-06-01', 'le:2025-06-30'],
      lastPasswordChange: ['le:2026-11-24'],
    })
  })

  it('keeps the operator in the URL only when it is not the default', () => {
    const state = { filters: { name: 'Sara', 'name.op': 'eq', username: 'domain' }, page: 1, size: 20, sort: ['username'] }
    const url = writeListState(state, USER_DEFAULTS)
    expect(url).toEqual({ name: 'Sara', 'name.op': 'eq', username: 'domain', page: '1' })
    expect(toApiQuery(USER_SEARCH, readListState(url as Record<string, string>, USER_SEARCH, USER_DEFAULTS))).toMatchObject({ name: 'Sara', username: 'domain' })
  })

  it.each(['it', 'en'] as const)('labels every filter and operator in %s', (lang) => {
    const { t } = createAppI18n(lang).global
    const fields = userFilterFields(t)
    expect(fields.map((f) => f.name)).toEqual(Object.keys(USER_SEARCH))
    for (const f of fields) expect(f.label).not.toMatch(/^users\./)
    const name = fields.find((f) => f.name === 'name')!
    expect(name.operators!.options.map((o) => o.value)).toEqual(['contains', 'startsWith', 'endsWith', 'eq'])
    expect(name.operators!.options.map((o) => o.label)).toEqual(lang === 'it' ? ['contiene', 'inizia con', 'finisce con', 'è uguale a'] : ['contains', 'starts with', 'ends with', 'is exactly'])
    expect(name.operators!.label).toBe(lang === 'it' ? 'Nome: come confrontare' : 'First name: how to match')
    expect(fields.find((f) => f.name === 'group')!.options!.map((o) => o.value)).toEqual(['', 'admin', 'billing', 'domain', 'darwin'])
  })

  it('links a user to their page and to the allow lists filtered by them', () => {
    expect(userPage('darwin2')).toEqual({ name: 'user', params: { username: 'darwin2' } })
    expect(ipAllowListOf(42)).toEqual({ name: 'ip-allow-list', query: { userId: '42' } })
  })
})
