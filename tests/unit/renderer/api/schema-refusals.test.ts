/** The contract's schema applied to a request before it is sent, every refused field once. */
import { Type } from 'typebox'
import { Settings } from 'typebox/system'
import { describe, expect, it } from 'vitest'
import { schemaRefusals } from '@/api/schema-refusals'

/** Twelve required names, each refused twice when blank (its length and its pattern). */
const names = Array.from({ length: 12 }, (_, i) => `name${i}`)
const Form = Type.Object(Object.fromEntries(names.map((n) => [n, Type.String({ minLength: 1, pattern: '\\S' })])))
const Contact = Type.Object({
  email: Type.Union([Type.Null(), Type.String({ format: 'email', 'x-error-code': 'invalid_email' })]),
  streets: Type.Array(Type.String({ maxLength: 5 })),
})
const sameField = (field: string) => field

describe('what the schema refuses, field by field', () => {
  it('names every refused field, past the eight errors TypeBox stops at by default, and leaves that limit as it was', () => {
    const refused = schemaRefusals(Form, Object.fromEntries(names.map((n) => [n, ''])), sameField)
    expect(Object.keys(refused).sort()).toEqual([...names].sort())
    expect(refused.name11).toEqual({ keyword: 'minLength' })
    expect(Settings.Get().maxErrors).toBe(8)
  })

  it('keeps a field’s first rule, with the error code a later one names', () => {
    expect(schemaRefusals(Contact, { email: 'not an address', streets: ['Via Roma 1', 'ok'] }, sameField)).toEqual({
      email: { keyword: 'type', code: 'invalid_email' },
      'streets.0': { keyword: 'maxLength' },
    })
  })

  it('leaves out what the form does not show, and finds nothing in a good request', () => {
    expect(schemaRefusals(Contact, { email: null, streets: ['Via Roma 1'] }, (f) => (f === 'email' ? f : undefined))).toEqual({})
    expect(schemaRefusals(Contact, { email: null, streets: ['ok'] }, sameField)).toEqual({})
  })
})
