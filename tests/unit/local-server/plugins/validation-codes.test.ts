import { describe, expect, it } from 'vitest'
import { grammarParameter, validationCode } from '../../../../local-server/plugins/validation-codes.js'

const filter = { type: 'string', pattern: '^(?:eq:)?(?:a|b)$', 'x-operators': ['eq', 'in'] }
const sort = { type: 'string', pattern: '^(?:amount)(?:,(?:asc|desc))?$', 'x-sort-fields': ['amount'] }

describe('validationCode', () => {
  it('answers the default code of the input when the schema names none', () => {
    expect(validationCode({ keyword: 'maxLength', instancePath: '/x', parentSchema: { type: 'string' } }, true)).toBe('invalid_body')
    expect(validationCode({ keyword: 'minimum', instancePath: '/size', parentSchema: { type: 'integer' } }, false)).toBe('invalid_parameter')
  })

  it("answers the schema's x-error-code for a refused value, but not for a wrong type", () => {
    const email = { type: 'string', format: 'email', 'x-error-code': 'invalid_email' }
    expect(validationCode({ keyword: 'format', instancePath: '/email', parentSchema: email }, true)).toBe('invalid_email')
    expect(validationCode({ keyword: 'type', instancePath: '/email', parentSchema: email }, true)).toBe('invalid_body')
  })

  it('tells an operator not allowed from a value outside the list, as the search grammar does', () => {
    const refused = (data: string) => validationCode({ keyword: 'pattern', instancePath: '/status', parentSchema: filter, data }, false)
    expect(refused('c')).toBe('invalid_value')
    expect(refused('in:a,c')).toBe('invalid_value')
    expect(refused('gt:a')).toBe('operator_not_allowed')
  })

  it('tells an unknown sort field from a wrong direction', () => {
    const refused = (data: string) => validationCode({ keyword: 'pattern', instancePath: '/sort/1', parentSchema: sort, data }, false)
    expect(refused('colour')).toBe('unknown_sort_field')
    expect(refused('amount,up')).toBe('invalid_value')
  })
})

describe('grammarParameter', () => {
  it('names the search parameter without the index of a repeated value', () => {
    expect(grammarParameter({ keyword: 'pattern', instancePath: '/sort/1', parentSchema: sort, data: 'x' })).toBe('sort')
    expect(grammarParameter({ keyword: 'format', instancePath: '/contacts/0/email', parentSchema: { format: 'email' } })).toBeUndefined()
  })
})
