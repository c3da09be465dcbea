import { describe, expect, it } from 'vitest'
import { catalogOf } from '@/features/faults/operation-catalog'

// The real document's operations: tests/api/faults-catalog.test.ts.
describe('the operations a fault rule can name', () => {
  it('are read from the document’s paths, each method with its operationId, sorted', () => {
    const doc = { paths: { '/v1/b': { get: { operationId: 'b.get' }, put: { operationId: 'b.set' } }, '/v1/a/{id}': { delete: { operationId: 'a.remove' } } } }
    expect(catalogOf(doc)).toEqual([
      { id: 'a.remove', method: 'DELETE', url: '/v1/a/{id}' },
      { id: 'b.get', method: 'GET', url: '/v1/b' },
      { id: 'b.set', method: 'PUT', url: '/v1/b' },
    ])
  })

  it('is empty for a document it cannot read, and leaves out the local server’s own addresses', () => {
    expect(catalogOf(null)).toEqual([])
    expect(catalogOf({ paths: { '/v1/x': { get: {} }, '/gateway/faults': { get: { operationId: 'faults.list' } } } })).toEqual([])
  })
})
