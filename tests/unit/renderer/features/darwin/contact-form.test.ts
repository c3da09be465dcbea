import { describe, expect, it } from 'vitest'
import type { DbnaContact } from '@contract/darwin-contacts'
import { formFromDbna, formKeyOf, markableKeys, probeForm, problemKeyOf, schemaProblems, toContactData } from '@/features/darwin/contact-form'

const dbna: DbnaContact = {
  id: 7,
  name: 'Mario Rossi',
  org: 'Mario Rossi',
  contactId: 'DEMO-MR001',
  consentForPublish: false,
  email: 'mario.rossi@example.it',
  voice: '+39.3331234567',
  streets: ['Via del Corso 12'],
  city: 'Roma',
  postalCode: '00186',
  state: 'RM',
  country: 'it',
  registrant: { regcode: 'RSSMRA80A01H501U', nationality: 'it', entityType: 1 },
  status: 'ok',
  linked: true,
}

describe('the contact data update form', () => {
  it('is prefilled from the registry’s copy and sends it back without the read-only values', () => {
    const form = formFromDbna(dbna)
    expect(form).toMatchObject({ name: 'Mario Rossi', regcode: 'RSSMRA80A01H501U', entityType: 1, nationality: 'it', fax: '' })
    const data = toContactData({ ...form, regcode: ' rssmra80a01h501u ', state: 'rm', name: ' Mario Rossi ' })
    expect(data).toEqual({
      name: 'Mario Rossi',
      org: 'Mario Rossi',
      streets: ['Via del Corso 12'],
      city: 'Roma',
      postalCode: '00186',
      state: 'RM',
      country: 'it',
      voice: '+39.3331234567',
      email: 'mario.rossi@example.it',
      consentForPublish: false,
      registrant: { regcode: 'RSSMRA80A01H501U' },
    })
    expect(toContactData({ ...form, fax: '+39.061234' }).fax).toBe('+39.061234')
  })

  it('starts with one empty street line when the registry has none', () => {
    expect(formFromDbna({ ...dbna, streets: [] }).streets).toEqual([''])
  })

  it('maps the API’s field names, and the schema’s paths, onto the form', () => {
    expect(formKeyOf('contactData.registrant.regcode')).toBe('regcode')
    expect(formKeyOf('contactData.streets.1')).toBe('streets.1')
    expect(formKeyOf('contactData.postalCode')).toBe('postalCode')
    expect(formKeyOf('contactData.registrant.entityType')).toBe('entityType')
    expect(formKeyOf('/streets/0')).toBe('streets.0')
    expect(formKeyOf('/registrant/regcode')).toBe('regcode')
    expect(formKeyOf('contactUpdates')).toBeUndefined()
    expect(formKeyOf('contactData.regcode')).toBeUndefined()
    expect(formKeyOf(undefined)).toBeUndefined()
  })

  it('can mark in red every field the user fills in, each street line and the lines as a whole, and nothing read-only', () => {
    const form = { ...formFromDbna(dbna), streets: ['Via del Corso 12', 'Scala B'] }
    const typed = Object.keys(form).filter((k) => !['streets', 'nationality', 'entityType'].includes(k))
    expect(markableKeys(form).sort()).toEqual([...typed, 'streets', 'streets.0', 'streets.1'].sort())
  })

  it('says what is wrong with a field in the terms of the registrant’s kind', () => {
    expect(problemKeyOf('regcode', 'invalid_value', 1, 'it')).toBe('regcodePerson')
    expect(problemKeyOf('regcode', 'invalid_value', 2, 'it')).toBe('regcodeVat')
    expect(problemKeyOf('regcode', 'invalid_value', 4, 'it')).toBe('regcodeFiscal')
    expect(problemKeyOf('org', 'invalid_value', 1, 'it')).toBe('orgEqualsName')
    expect(problemKeyOf('org', 'invalid_value', 2, 'it')).toBe('required')
    expect(problemKeyOf('streets.2', 'invalid_value', 2, 'it')).toBe('street')
    expect(problemKeyOf('voice', 'invalid_value', 2, 'it')).toBe('phone')
    expect(problemKeyOf('country', 'country_not_changeable', 2, 'it')).toBe('country')
    expect(problemKeyOf('entityType', 'read_only_field', 2, 'it')).toBe('readOnly')
  })

  it('checks lengths and street lines with the contract’s schema before asking the registry', () => {
    const form = formFromDbna(dbna)
    expect(schemaProblems(form)).toEqual({})
    expect(schemaProblems({ ...form, name: 'x'.repeat(256) })).toEqual({ name: 'tooLong' })
    expect(schemaProblems({ ...form, streets: ['a', 'b', 'c', 'd'] }).streets).toBe('streetCount')
    expect(schemaProblems({ ...form, regcode: 'X'.repeat(33) })).toEqual({ regcode: 'tooLong' })
    // Every field at once, however many: TypeBox alone stops at its eighth error.
    const long = 'x'.repeat(300)
    const everyField = { ...form, name: long, org: long, streets: [long, long, long], city: long, postalCode: long, state: long, voice: long, fax: long, email: long, regcode: long }
    expect(Object.keys(schemaProblems(everyField)).sort()).toEqual(
      ['city', 'email', 'fax', 'name', 'org', 'postalCode', 'regcode', 'state', 'streets.0', 'streets.1', 'streets.2', 'voice'].sort(),
    )
    // The schema's own rules, with the message the registry's invalid_value would bring.
    expect(schemaProblems({ ...form, voice: '333 1234567' })).toEqual({ voice: 'phone' })
    expect(schemaProblems({ ...form, fax: '06 1234' })).toEqual({ fax: 'phone' })
    expect(schemaProblems({ ...form, email: 'mario..rossi@example.it' })).toEqual({ email: 'email' })
  })
})

describe('the form the registry is asked about while some fields break the schema', () => {
  it('sends the registry’s own value for those fields only, so that it still judges every other field', () => {
    const stored = formFromDbna(dbna)
    const typed = { ...formFromDbna(dbna), email: 'not-an-email', voice: '3331234567', streets: ['', 'Scala B'], regcode: 'RSSMRA80A01H501X', postalCode: '0018' }
    const local = schemaProblems(typed)
    expect(Object.keys(local).sort()).toEqual(['email', 'streets.0', 'voice'])
    const probe = probeForm(typed, stored, local)
    expect(schemaProblems(probe)).toEqual({})
    expect(probe).toMatchObject({ email: 'mario.rossi@example.it', voice: '+39.3331234567', streets: ['Via del Corso 12', 'Scala B'] })
    // What the schema accepts is sent as typed, for the registry's business checks.
    expect(probe).toMatchObject({ regcode: 'RSSMRA80A01H501X', postalCode: '0018' })
    // The form itself is left as typed.
    expect(typed.email).toBe('not-an-email')
  })
})
