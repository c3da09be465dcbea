import { describe, expect, it } from 'vitest'
import { EMPTY_MEMORY } from '@/features/alerts/rules'
import { MAX_INBOX, readPreferences, readUserState, writePreferences, writeUserState } from '@/features/alerts/storage'

/** A Storage in memory (happy-dom's localStorage would be shared between tests). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  }
}

const entry = (key: string, read = false) => ({ key, kind: 'creditLow' as const, params: { status: 'exhausted', credit: 0, threshold: 500 }, target: { name: 'credit' }, at: 1, read })

describe('what the alerts keep', () => {
  it('keeps each user’s memory and list apart', () => {
    const storage = memoryStorage()
    writeUserState(storage, 'DEMO-REG', 'billing', { memory: { creditLevel: 'exhausted', darwinTold: [] }, inbox: [entry('a')] })
    expect(readUserState(storage, 'DEMO-REG', 'billing')).toEqual({ memory: { creditLevel: 'exhausted', darwinTold: [] }, inbox: [entry('a')] })
    expect(readUserState(storage, 'DEMO-REG', 'admin')).toEqual({ memory: EMPTY_MEMORY, inbox: [] })
    expect(readUserState(storage, 'OTHER-REG', 'billing')).toEqual({ memory: EMPTY_MEMORY, inbox: [] })
  })

  it('reads damaged values as the defaults, and drops only the damaged entries of a list', () => {
    const storage = memoryStorage()
    storage.setItem('registrar-desk.alerts.DEMO-REG.billing', '{not json')
    expect(readUserState(storage, 'DEMO-REG', 'billing')).toEqual({ memory: EMPTY_MEMORY, inbox: [] })
    storage.setItem(
      'registrar-desk.alerts.DEMO-REG.billing',
      JSON.stringify({ memory: { creditLevel: 'rich', darwinTold: ['darwin:1:x', 3] }, inbox: [entry('good'), { key: 'bad', kind: 'other' }, { ...entry('bad2'), target: 'credit' }] }),
    )
    expect(readUserState(storage, 'DEMO-REG', 'billing')).toEqual({ memory: { creditLevel: null, darwinTold: ['darwin:1:x'] }, inbox: [entry('good')] })
  })

  it(`keeps the newest ${MAX_INBOX} entries of the list`, () => {
    const storage = memoryStorage()
    const inbox = Array.from({ length: MAX_INBOX + 5 }, (_, i) => entry(`k${i}`))
    writeUserState(storage, 'DEMO-REG', 'billing', { memory: EMPTY_MEMORY, inbox })
    const read = readUserState(storage, 'DEMO-REG', 'billing').inbox
    expect(read).toHaveLength(MAX_INBOX)
    expect(read[0]!.key).toBe('k0')
  })

  it('has every alert on until turned off, and remembers the choice', () => {
    const storage = memoryStorage()
    expect(readPreferences(storage)).toEqual({ creditLow: true, darwinDeadline: true })
    writePreferences(storage, { creditLow: false, darwinDeadline: true })
    expect(readPreferences(storage)).toEqual({ creditLow: false, darwinDeadline: true })
    storage.setItem('registrar-desk.alerts.enabled', '"nonsense"')
    expect(readPreferences(storage)).toEqual({ creditLow: true, darwinDeadline: true })
  })

  it('goes on when the storage refuses to write', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError') } } as Storage
    expect(() => writePreferences(full, { creditLow: false, darwinDeadline: false })).not.toThrow()
    expect(() => writeUserState(full, 'DEMO-REG', 'billing', { memory: EMPTY_MEMORY, inbox: [] })).not.toThrow()
  })
})
