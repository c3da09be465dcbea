import { describe, expect, it } from 'vitest'
import { findBadText, integerProperties, textProblem } from '../../../../local-server/plugins/strict-input.js'

describe('textProblem', () => {
  it('refuses NUL and lone surrogates, keeps emoji and other text', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/)
    expect(textProblem('\ud800')).toMatch(/surrogate/)
    expect(textProblem('x\udfffy')).toMatch(/surrogate/)
    expect(textProblem('Città 🇮🇹 \t\n')).toBeUndefined()
  })
})

describe('findBadText', () => {
  it('names the path of the first bad string, in arrays and nested objects, keys included', () => {
    expect(findBadText({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toMatchObject({ instancePath: '/a/1/b' })
    expect(findBadText({ 'we/ird': '\ud800' })).toMatchObject({ instancePath: '/we~1ird' })
    expect(findBadText({ nested: { 'k\u0000': 1 } })).toMatchObject({ instancePath: '/nested', message: expect.stringMatching(/field name/) })
    expect(findBadText({ a: 1, b: [true, null, 'fine'] })).toBeUndefined()
  })
})

describe('integerProperties', () => {
  it('finds integers and lists of integers of a params or querystring schema', () => {
    const schema = {
      type: 'object',
      properties: { id: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } }, name: { type: 'string' }, n: { type: 'number' } },
    }
    expect([...integerProperties(schema)]).toEqual(['id', 'ids'])
    expect(integerProperties(undefined).size).toBe(0)
  })
})
