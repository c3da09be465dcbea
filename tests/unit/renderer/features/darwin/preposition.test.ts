import { describe, expect, it } from 'vitest'
import { italianA } from '@/features/darwin/preposition'

describe('the Italian preposition before a name', () => {
  it('is "ad" before a name starting with an a, whatever its case or accent', () => {
    for (const name of ['admin', 'Anna', 'ANTONIO', 'Àlvaro', 'a']) expect(italianA(name), name).toBe('ad')
  })

  it('is "a" before any other letter, vowels included, a digit or nothing', () => {
    for (const name of ['domain', 'darwin2', 'Elena', 'ivo', 'Olga', 'ugo', '42', '_svc', '']) expect(italianA(name), name).toBe('a')
  })
})
