import { describe, expect, it } from 'vitest'
import { storesChangedBy } from '@/features/registry-side/changes'

describe('what a registry-side action makes the stores drop', () => {
  it('reads the registry’s time again after the clock moves: the screens’ “today” comes from it', () => {
    expect(storesChangedBy(['clock'])).toEqual(['gateway'])
  })

  it('forgets the registrar’s users and notices after the data reset, each store once', () => {
    expect(storesChangedBy(['data', 'clock']).sort()).toEqual(['darwin', 'gateway', 'registrar', 'security'])
  })

  it('keeps the stores for payments, cards, credit and darwin: their screens read them when opened', () => {
    expect(storesChangedBy(['payments', 'cards', 'credit', 'darwin'])).toEqual([])
  })
})
