import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../../local-server/api-error.js'
import { createRandom } from '../../../../../local-server/db/seed/random.js'
import { checkAddress, checkUrl } from '../../../../../local-server/features/registrar/checks.js'
import { vatNumber } from '../../../../../local-server/features/registrar/seed.js'
import { isValidVatNumber } from '../../../../../local-server/validation/italian.js'

const fault = (fn: () => void) => {
  try {
    fn()
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, code: err.code, field: err.field }
    throw err
  }
  return undefined
}

const ROMA = { street: 'Via Nazionale 10', city: 'Roma', postalCode: '00184', province: 'RM', country: 'it' }

describe('checkAddress', () => {
  it('accepts an Italian address with CAP and province code, and a foreign one without province', () => {
    expect(fault(() => checkAddress(ROMA))).toBeUndefined()
    expect(fault(() => checkAddress({ ...ROMA, postalCode: 'SW1A 1AA', province: null, country: 'gb' }))).toBeUndefined()
  })

  it('names the field, with the prefix, of the first fault', () => {
    expect(fault(() => checkAddress({ ...ROMA, postalCode: '0018' }, 'address.'))).toEqual({
      status: 400, code: 'invalid_postal_code', field: 'address.postalCode',
    })
    expect(fault(() => checkAddress({ ...ROMA, province: 'Roma' }))).toMatchObject({ code: 'invalid_province', field: 'province' })
    expect(fault(() => checkAddress({ ...ROMA, country: 'zz' }))).toMatchObject({ code: 'invalid_country', field: 'country' })
    expect(fault(() => checkAddress({ ...ROMA, city: '\t' }))).toMatchObject({ code: 'blank_value', field: 'city' })
  })
})

describe('checkUrl', () => {
  it('accepts absolute http(s) addresses with a domain; https only when asked', () => {
    expect(fault(() => checkUrl('http://www.example.it/a?b=c', 'u'))).toBeUndefined()
    expect(fault(() => checkUrl('http://www.example.it', 'u', true))).toMatchObject({ code: 'invalid_url' })
    for (const bad of ['example.it', 'https://localhost', 'javascript:alert(1)', 'mailto:a@b.it']) {
      expect(fault(() => checkUrl(bad, 'u'))).toMatchObject({ code: 'invalid_url', field: 'u' })
    }
  })
})

describe('demo VAT numbers', () => {
  it('always pass the check digit, and are the same for the same seed', () => {
    const a = createRandom(42)
    const numbers = Array.from({ length: 200 }, () => vatNumber(a))
    expect(numbers.every(isValidVatNumber)).toBe(true)
    const b = createRandom(42)
    expect(Array.from({ length: 200 }, () => vatNumber(b))).toEqual(numbers)
  })
})
