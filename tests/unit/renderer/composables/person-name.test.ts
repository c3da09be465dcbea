/** A user's name as every screen writes it: the header, the IP lists, the page of a screen that did not load. */
import { describe, expect, it } from 'vitest'
import { personName } from '@/composables/person-name'

describe('personName', () => {
  it('writes the first name, then the last name, and nothing after a missing last name', () => {
    expect(personName({ name: 'Giulia', lastName: 'Ferrari' })).toBe('Giulia Ferrari')
    expect(personName({ name: 'Giulia', lastName: '' })).toBe('Giulia')
  })
})
