import { describe, expect, it } from 'vitest'
import type { ContactData } from '../../../../../local-server/contract/darwin-updates.js'
import { checkContactData, regcodeProblem } from '../../../../../local-server/features/darwin/contact-data.js'
import { personCode, vatNumber } from '../../../../../local-server/features/darwin/seed-people.js'
import { allowsRegistrarChanges, missingRequiredDocuments } from '../../../../../local-server/validation/darwin-workflow.js'

const person = personCode('RSSMRA80A01H501')
const vat = vatNumber('0214587036')
const data = (changes: Partial<ContactData> = {}): ContactData => ({
  name: 'Mario Rossi', org: 'Mario Rossi', streets: ['Via del Corso 1'], city: 'Roma', state: 'RM', postalCode: '00186', country: 'it',
  voice: '+39.061234567', email: 'mario@example.it', consentForPublish: false, registrant: { regcode: person }, ...changes,
})
const italianPerson = { country: 'it', nationality: 'it', entityType: 1 }
const fieldOf = (fn: () => void) => {
  try {
    fn()
    return undefined
  } catch (e) {
    return (e as { field?: string }).field
  }
}

describe('regcode by entity type', () => {
  it('needs a personal fiscal code for an Italian person, a VAT number for companies and professionals', () => {
    expect(regcodeProblem(person, 1, 'it')).toBeUndefined()
    expect(regcodeProblem(vat, 1, 'it')).toBeDefined()
    expect(regcodeProblem('X1234567', 1, 'de')).toBeUndefined()
    expect(regcodeProblem(vat, 2, 'it')).toBeUndefined()
    expect(regcodeProblem(person, 2, 'it')).toBeDefined()
    expect(regcodeProblem(vat, 3, 'it')).toBeUndefined()
    expect(regcodeProblem(vat, 4, 'it')).toBeUndefined()
    expect(regcodeProblem(person, 6, 'it')).toBeUndefined()
    expect(regcodeProblem('HRB 12345', 7, 'de')).toBeUndefined()
    expect(regcodeProblem(' ', 7, 'de')).toBe('is required')
  })
})

describe('checkContactData', () => {
  // Blank names, street lines and cities are refused by the contract's schema before this check
  // runs (tests/api/darwin-workflow.test.ts, 'contact data updates').
  it('accepts good data and names the field of each failure', () => {
    expect(fieldOf(() => checkContactData(data(), italianPerson))).toBeUndefined()
    expect(fieldOf(() => checkContactData(data({ country: 'fr' }), italianPerson))).toBe('contactData.country')
    expect(fieldOf(() => checkContactData(data({ registrant: { regcode: person, entityType: 2 } }), italianPerson))).toBe('contactData.registrant.entityType')
    expect(fieldOf(() => checkContactData(data({ state: 'ZZ' }), italianPerson))).toBe('contactData.state')
    expect(fieldOf(() => checkContactData(data({ consentForPublish: false, org: 'Rossi S.r.l.', registrant: { regcode: vat } }), { ...italianPerson, entityType: 2 }))).toBe(
      'contactData.consentForPublish',
    )
    expect(fieldOf(() => checkContactData(data({ postalCode: 'SW1A 1AA', state: '', country: 'gb' }), { country: 'gb', nationality: 'gb', entityType: 1 }))).toBeUndefined()
  })
})

describe('states', () => {
  it('lets the registrar change only working requests; a passport stands for an identity card', () => {
    expect(['submitted', 'pending', 'rejected', 'registrarUpdated'].every(allowsRegistrarChanges)).toBe(true)
    expect(['processing', 'completed', 'expired', 'cancelled', 'processingExpired', 'processingCancelled'].some(allowsRegistrarChanges)).toBe(false)
    expect(missingRequiredDocuments(['IC', 'FC'], ['PASS'])).toEqual(['FC'])
    expect(missingRequiredDocuments(['PASS'], ['IC'])).toEqual([])
  })
})
