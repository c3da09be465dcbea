import { describe, expect, it } from 'vitest'
import type { Group } from '@contract/operation'
import { assignmentRights, seesOnlyAssigned, urgency } from '@/features/darwin/workflow'

const canOf = (groups: Group[]) => (allowed: readonly Group[]) => groups.some((g) => allowed.includes(g))

describe('what the darwin screens offer', () => {
  it('offers take and release to admin and domain, assign to admin only, nothing to darwin users', () => {
    expect(assignmentRights(canOf(['admin']), 'submitted', false)).toEqual({ take: true, release: false, assign: true })
    expect(assignmentRights(canOf(['domain']), 'submitted', true)).toEqual({ take: false, release: true, assign: false })
    expect(assignmentRights(canOf(['darwin']), 'submitted', true)).toEqual({ take: false, release: false, assign: false })
    expect(assignmentRights(canOf(['billing']), 'pending', false)).toEqual({ take: false, release: false, assign: false })
  })

  it('offers assignment in the working statuses and processing, not in the final ones', () => {
    expect(assignmentRights(canOf(['admin']), 'processing', false).take).toBe(true)
    expect(assignmentRights(canOf(['admin']), 'completed', false)).toEqual({ take: false, release: false, assign: false })
  })

  it('restricts darwin-group users to their own requests', () => {
    expect(seesOnlyAssigned(canOf(['darwin']))).toBe(true)
    expect(seesOnlyAssigned(canOf(['domain', 'darwin']))).toBe(false)
  })

  it('colours the days left by urgency, only while the registrar has the turn', () => {
    expect(urgency(0, 'pending')).toBe('overdue')
    expect(urgency(2, 'submitted')).toBe('urgent')
    expect(urgency(7, 'submitted')).toBe('soon')
    expect(urgency(20, 'submitted')).toBe('later')
    expect(urgency(0, 'completed')).toBe('none')
    expect(urgency(undefined, 'submitted')).toBe('none')
  })
})
