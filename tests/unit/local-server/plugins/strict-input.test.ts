import { describe, expect, it } from 'vitest'
import type { ValidateFunction } from 'ajv'
import { findBadText, integerProperties, strictWireValidator, textProblem } from '../../../../local-server/plugins/strict-input.js'

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

describe('strictWireValidator: integers of a path or query', () => {
  const schema = { type: 'object', properties: { id: { type: 'integer' }, ids: { type: 'array', items: { type: 'integer' } } } }
  /** Ajv's part, standing in: records what it was handed. */
  function run(data: Record<string, unknown>) {
    const seen: unknown[] = []
    const ajv = Object.assign((d: unknown) => (seen.push(structuredClone(d)), true), { errors: null }) as unknown as ValidateFunction
    const validate = strictWireValidator(schema, ajv, 'params')
    const ok = validate(data)
    return { ok, errors: validate.errors, handed: seen[0] as Record<string, unknown> | undefined }
  }

  it('hands decimal digits within 2^53 − 1 on unchanged', () => {
    expect(run({ id: '0042', ids: ['1', '2'] })).toMatchObject({ ok: true, handed: { id: '0042', ids: ['1', '2'] } })
  })

  it('hands an int64 beyond 2^53 − 1 on as ±2^53, so that coercion is exact', () => {
    expect(run({ id: '9223372036854775807', ids: ['1', '-9007199254740993'] })).toMatchObject({
      ok: true,
      handed: { id: '9007199254740992', ids: ['1', '-9007199254740992'] },
    })
  })

  it('refuses a value beyond int64 by its digits, and anything but decimal digits', () => {
    expect(run({ id: '9223372036854775808' })).toMatchObject({ ok: false, errors: [{ instancePath: '/id', message: expect.stringMatching(/int64/) }] })
    expect(run({ ids: ['1', '1.0'] })).toMatchObject({ ok: false, errors: [{ instancePath: '/ids', message: expect.stringMatching(/decimal digits/) }] })
    expect(run({ id: ' 1' }).ok).toBe(false)
  })
})
