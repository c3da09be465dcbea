import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { isDecimalMultipleOf, useDecimalMultipleOf } from '../../../../local-server/plugins/decimal-multiple.js'

describe('isDecimalMultipleOf', () => {
  it('takes whole cents that binary floating point writes inexactly', () => {
    for (const v of [0.01, 0.07, 0.29, 1.15, 4.35, 8.2, 19.99, 7165378.77, 9999999.99, 10_000_000, 0, 3]) {
      expect(isDecimalMultipleOf(v, 0.01), String(v)).toBe(true)
    }
  })

  it('refuses a third decimal however small, and what is not a finite number', () => {
    for (const v of [1.234, 1.005, 0.001, 1e-7, 1.0000001, 7165378.771, Number.NaN, Infinity]) {
      expect(isDecimalMultipleOf(v, 0.01), String(v)).toBe(false)
    }
  })

  it('works for other steps and for numbers written with an exponent', () => {
    expect(isDecimalMultipleOf(2e21, 0.01)).toBe(true)
    expect(isDecimalMultipleOf(1.5, 0.5)).toBe(true)
    expect(isDecimalMultipleOf(1.6, 0.5)).toBe(false)
    expect(isDecimalMultipleOf(12, 4)).toBe(true)
    expect(isDecimalMultipleOf(-0.07, 0.01)).toBe(true)
  })
})

describe('useDecimalMultipleOf', () => {
  it("replaces Ajv's division, which refuses 0.07 and 1.15, and keeps the keyword in the error", () => {
    const schema = { type: 'number', multipleOf: 0.01 }
    expect(new Ajv().compile(schema)(1.15)).toBe(false)
    const ajv = new Ajv()
    useDecimalMultipleOf(ajv)
    const validate = ajv.compile(schema)
    expect(validate(0.07)).toBe(true)
    expect(validate(1.15)).toBe(true)
    expect(validate(1.234)).toBe(false)
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'multipleOf', message: 'must be a multiple of 0.01' })
  })
})
