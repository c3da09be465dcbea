import { describe, expect, it } from 'vitest'
import {
  allowsRegistrarChanges,
  checklist,
  type ProcessFacts,
  processProblems,
} from '../../../../local-server/validation/darwin-workflow.js'

const facts = (over: Partial<ProcessFacts> = {}): ProcessFacts => ({
  requiredDocuments: ['IC', 'FC'],
  uploadedTypes: ['IC', 'FC'],
  contacts: [{ handle: 'C1', action: 'todo', hasAnomalies: false }],
  hasOpenUpdate: false,
  ...over,
})

describe('darwin workflow rules', () => {
  it('gives the registrar the turn in the working statuses only', () => {
    expect(allowsRegistrarChanges('registrarUpdated')).toBe(true)
    expect(allowsRegistrarChanges('processing')).toBe(false)
  })

  it('ticks the required documents uploaded, a passport standing in for an identity card', () => {
    expect(checklist(['IC', 'FC'], ['IC'])).toEqual([
      { type: 'IC', done: true },
      { type: 'FC', done: false },
    ])
    expect(checklist(['IC'], ['PASS'])).toEqual([{ type: 'IC', done: true, through: 'PASS' }])
    expect(checklist(['PASS'], ['IC'])).toEqual([{ type: 'PASS', done: true, through: 'IC' }])
  })

  it('asks nothing when no contact has action todo', () => {
    expect(processProblems(facts({ uploadedTypes: [], contacts: [{ handle: 'C1', action: 'hold', hasAnomalies: true }] }))).toEqual([])
  })

  it('lists every problem in the order the API reports them', () => {
    const contacts = [
      { handle: 'C1', action: 'todo', hasAnomalies: true },
      { handle: 'C2', action: 'delete', hasAnomalies: true },
    ]
    expect(processProblems(facts({ uploadedTypes: ['PASS'], contacts }))).toEqual([
      { code: 'required_documents_missing', field: 'requiredDocuments', types: ['FC'] },
      { code: 'contact_update_missing', field: 'contactUpdates', contacts: ['C1'] },
    ])
  })
})
