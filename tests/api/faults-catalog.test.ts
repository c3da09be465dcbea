import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogOf } from '../../renderer/src/features/faults/operation-catalog'
import { createTestApp, type TestApp } from '../helpers/app.js'

// The fault screen's operation picker reads the local server's OpenAPI document (docs/faults.md).
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the operations the fault screen offers', () => {
  it('are the OpenAPI document’s operations on the registry’s addresses, sorted, never the local server’s own', async () => {
    const catalog = catalogOf((await t.app.inject({ method: 'GET', url: '/openapi.json' })).json())
    const ids = catalog.map((o) => o.id)
    expect(catalog).toContainEqual({ id: 'invoices.list', method: 'GET', url: '/v1/invoices' })
    expect(ids).toContain('sandbox.clock.set')
    expect(ids).toContain('oauth.token')
    expect(ids.some((id) => id.startsWith('faults.') || id.startsWith('gateway.'))).toBe(false)
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)))
  })
})
