/** The registrar contact and public information forms: what they send and what they refuse themselves. */
import { describe, expect, it } from 'vitest'
import { toApiQuery, readListState } from '@/composables/list-state'
import { contactFieldOf, contactFormOf, contactName, contactRequest, emptyContactForm, missingContactFields } from '@/features/registrar/contact-form'
import { EVENTS_DEFAULTS, EVENTS_SPEC } from '@/features/registrar/events-list'
import {
  checkPublicInfoForm,
  languageCodes,
  languageName,
  publicInfoFieldOf,
  publicInfoFormOf,
  publicInfoRequest,
} from '@/features/registrar/public-info-form'
import { contact, publicInfo } from './fixtures'


describe('the registrar contact form', () => {
  it('sends what was typed without the spaces around it, and no mobile as null', () => {
    const form = { ...emptyContactForm(), role: 'abuse', firstName: ' Mario ', lastName: 'Rossi ', email: ' m.rossi@example.it', phone: '+39.06123', mobile: '  ' }
    expect(contactRequest(form)).toEqual({
      role: 'abuse',
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'm.rossi@example.it',
      phone: '+39.06123',
      mobile: null,
      language: 'it',
    })
    expect(contactRequest({ ...form, mobile: '+39.333123' }).mobile).toBe('+39.333123')
  })

  it('starts from a contact to edit, and sends it back unchanged', () => {
    const form = contactFormOf(contact)
    expect(form.mobile).toBe('')
    const { id: _id, created: _c, lastupdate: _l, ...request } = contact
    expect(contactRequest(form)).toEqual(request)
  })

  it('names every required field left empty (spaces count as empty), never the mobile', () => {
    expect(missingContactFields(emptyContactForm())).toEqual(['role', 'firstName', 'lastName', 'email', 'phone'])
    expect(missingContactFields({ ...contactFormOf(contact), lastName: '   ' })).toEqual(['lastName'])
    expect(missingContactFields(contactFormOf(contact))).toEqual([])
  })

  it('places the API’s fields on the form’s, and nothing else', () => {
    expect(contactFieldOf('email')).toBe('email')
    expect(contactFieldOf('mobile')).toBe('mobile')
    expect(contactFieldOf('registrarContactId')).toBeUndefined()
    expect(contactName(contact)).toBe('Anna Bianchi')
  })
})

describe('the public information form', () => {

  it('shows the languages as typed codes and sends them as a list; empty optional fields as null', () => {
    const form = publicInfoFormOf(publicInfo)
    expect(form.languages).toBe('it, en')
    expect(form.website).toBe('')
    const { lastupdate: _l, ...request } = publicInfo
    expect(publicInfoRequest(form)).toEqual(request)
    expect(languageCodes(' it,en ; de  fr,')).toEqual(['it', 'en', 'de', 'fr'])
    expect(publicInfoRequest({ ...form, website: ' https://www.example.it ', description: ' Hi ' })).toMatchObject({
      website: 'https://www.example.it',
      description: 'Hi',
    })
  })

  it('refuses empty required fields, long texts and wrong or repeated language codes before sending', () => {
    const form = publicInfoFormOf(publicInfo)
    expect(checkPublicInfoForm(form)).toEqual({})
    expect(checkPublicInfoForm({ ...form, displayName: ' ', email: '', phone: '', languages: '' })).toEqual({
      displayName: { key: 'required' },
      email: { key: 'required' },
      phone: { key: 'required' },
      languages: { key: 'required' },
    })
    expect(checkPublicInfoForm({ ...form, languages: 'it, EN, ita' }).languages).toEqual({ key: 'languageCode', values: { codes: 'EN, ita' } })
    expect(checkPublicInfoForm({ ...form, languages: 'it, en, it' }).languages).toEqual({ key: 'languageRepeated', values: { codes: 'it' } })
    expect(checkPublicInfoForm({ ...form, languages: 'aa ab af ak am an ar as av ay az' }).languages).toMatchObject({ key: 'tooManyLanguages' })
    expect(checkPublicInfoForm({ ...form, description: 'x'.repeat(501) }).description).toEqual({ key: 'tooLong', values: { max: 500 } })
    expect(checkPublicInfoForm({ ...form, displayName: 'x'.repeat(101) }).displayName).toMatchObject({ key: 'tooLong' })
  })

  it('places the API’s fields, a language entry on the languages field', () => {
    expect(publicInfoFieldOf('languages.1')).toBe('languages')
    expect(publicInfoFieldOf('website')).toBe('website')
    expect(publicInfoFieldOf('lastupdate')).toBeUndefined()
  })

  it('names languages in the app’s language', () => {
    expect(languageName('en', 'it')).toBe('inglese')
    expect(languageName('it', 'en')).toBe('Italian')
  })
})

describe('the registrar events log', () => {
  it('turns the type and date filters of the URL into the API’s search, newest first', () => {
    const state = readListState({ type: 'contactCreated,creditWarning', 'created.from': '2026-01-01', 'created.to': '2026-01-31' }, EVENTS_SPEC, EVENTS_DEFAULTS)
    expect(toApiQuery(EVENTS_SPEC, state)).toEqual({
      page: 0,
      size: 20,
      sort: ['created,desc'],
      type: 'in:contactCreated,creditWarning',
      created: ['ge:2026-01-01', 'le:2026-01-31'],
    })
    const one = readListState({ type: 'publicInfoUpdated', 'created.from': '2026-01-01' }, EVENTS_SPEC, EVENTS_DEFAULTS)
    expect(toApiQuery(EVENTS_SPEC, one)).toMatchObject({ type: 'publicInfoUpdated', created: ['ge:2026-01-01'] })
  })
})
