/**
 * The registrar's public information and contact forms find, before sending, everything the API
 * would refuse that the app can know: one submission shows every such field at once, not the
 * form's own problems first and the formats only once those are fixed.
 */
import { describe, expect, it } from 'vitest'
import { contactsCreate, publicInfoPut } from '@contract/registrar'
import { checkContactForm, contactFieldOf, contactFormOf, emptyContactForm } from '@/features/registrar/contact-form'
import { checkPublicInfoForm, publicInfoFieldOf, publicInfoFormOf } from '@/features/registrar/public-info-form'
import { emailRefusal, schemaCodes } from '@/features/registrar/schema-refusals'
import { contact, publicInfo } from './fixtures'

describe('the contract’s schema asked before sending', () => {
  it('names each refused field once, with the code the API answers for it', () => {
    const request = { displayName: 'x'.repeat(101), website: 'www.example.it', email: 'info@', phone: '06 1234', description: null, languages: ['it', 'xx'] }
    expect(schemaCodes(publicInfoPut.body, request, publicInfoFieldOf)).toEqual({
      displayName: 'invalid_body',
      // A nullable field: the branch that names a code says what is wrong, not the null branch.
      website: 'invalid_url',
      email: 'invalid_email',
      phone: 'invalid_phone',
      languages: 'invalid_body',
    })
    expect(schemaCodes(publicInfoPut.body, { ...publicInfo, lastupdate: undefined }, publicInfoFieldOf)).toEqual({})
  })

  it('holds the service’s e-mail rule the schema’s format cannot say (a local part of at most 64 characters)', () => {
    const long = `${'a'.repeat(65)}@example.it`
    expect(schemaCodes(contactsCreate.body, { ...contactFormOf(contact), mobile: null, email: long }, contactFieldOf)).toEqual({})
    expect(emailRefusal(long)).toBe('invalid_email')
    expect(emailRefusal('anna@example.it')).toBeUndefined()
  })
})

describe('the public information form’s checks', () => {
  it('says the required fields and the formats in one go, each on its field', () => {
    const form = { ...publicInfoFormOf(publicInfo), displayName: ' ', website: 'www.example.it', email: 'info@', phone: '06 1234', languages: 'it, EN' }
    expect(checkPublicInfoForm(form)).toEqual({
      displayName: { key: 'required' },
      website: { code: 'invalid_url' },
      email: { code: 'invalid_email' },
      phone: { code: 'invalid_phone' },
      languages: { key: 'languageCode', values: { codes: 'EN' } },
    })
  })

  it('refuses a well-formed code that is no language in force, as the API would', () => {
    expect(checkPublicInfoForm({ ...publicInfoFormOf(publicInfo), languages: 'it, xx, mo' }).languages).toEqual({ key: 'languageCode', values: { codes: 'xx, mo' } })
  })

  it('keeps the form’s own words where it has them, and the API’s e-mail rule', () => {
    const form = publicInfoFormOf(publicInfo)
    expect(checkPublicInfoForm({ ...form, email: '', phone: '' })).toEqual({ email: { key: 'required' }, phone: { key: 'required' } })
    expect(checkPublicInfoForm({ ...form, email: `${'a'.repeat(65)}@example.it` })).toEqual({ email: { code: 'invalid_email' } })
    expect(checkPublicInfoForm({ ...form, website: 'https://www.example.it' })).toEqual({})
  })
})

describe('the registrar contact form’s checks', () => {
  it('says the empty required fields and the formats in one go, each on its field', () => {
    const form = { ...emptyContactForm(), role: 'abuse', lastName: 'Rossi', email: 'lucia@', phone: '06 1234', mobile: '333' }
    expect(checkContactForm(form)).toEqual({
      firstName: { key: 'required' },
      email: { code: 'invalid_email' },
      phone: { code: 'invalid_phone' },
      mobile: { code: 'invalid_phone' },
    })
  })

  it('names only what is empty on an empty form, and nothing on a right one (no mobile is fine)', () => {
    expect(checkContactForm(emptyContactForm())).toEqual({
      role: { key: 'required' },
      firstName: { key: 'required' },
      lastName: { key: 'required' },
      email: { key: 'required' },
      phone: { key: 'required' },
    })
    expect(checkContactForm(contactFormOf(contact))).toEqual({})
    expect(checkContactForm({ ...contactFormOf(contact), mobile: '+39.3331234567' })).toEqual({})
  })

  it('holds the API’s e-mail rule beyond the schema’s format', () => {
    expect(checkContactForm({ ...contactFormOf(contact), email: `${'a'.repeat(65)}@example.it` })).toEqual({ email: { code: 'invalid_email' } })
  })
})
