import { describe, expect, it } from 'vitest'
import { catalogOf, loadOperationCatalog } from '@/features/faults/operation-catalog'

describe('the operations a fault rule can name', () => {
  it('are the contract’s operations on the registry’s addresses, sorted, never the local server’s own', async () => {
    const catalog = await loadOperationCatalog()
    const ids = catalog.map((o) => o.id)
    expect(ids).toContain('invoices.list')
    expect(ids).toContain('sandbox.clock.set')
    expect(ids).toContain('oauth.token')
    expect(ids.some((id) => id.startsWith('faults.') || id.startsWith('gateway.'))).toBe(false)
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)))
  })

  it('skips what is not an operation and lists an operation exported twice once', () => {
    const op = { id: 'a.b', method: 'GET', url: '/v1/a', tag: 'a' }
    expect(catalogOf([{ op, again: op, text: 'x', n: 1, nothing: null }, { op }])).toEqual([{ id: 'a.b', method: 'GET', url: '/v1/a' }])
  })
})
