import { describe, expect, it } from 'vitest'
import type { Gdpr } from '@contract/customer'
import { eInvoicingAvailability, eInvoicingFormOf, eInvoicingRequest } from '@/features/customer/einvoicing'
import { emailsFormOf, emailsRequest } from '@/features/customer/emails-form'
import { gdprFieldOf, gdprFormOf, gdprRequest, templateBlocks } from '@/features/customer/gdpr-form'
import { headquarterFieldOf, headquarterFormOf, headquarterRequest } from '@/features/customer/headquarter-form'

describe('e-invoicing', () => {
  it('is for private Italian customers only, and says why not for the others', () => {
    expect(eInvoicingAvailability({ country: 'it', customerType: 'private' })).toBe('available')
    expect(eInvoicingAvailability({ country: 'it', customerType: 'publicAdministration' })).toBe('publicAdministration')
    expect(eInvoicingAvailability({ country: 'fr', customerType: 'private' })).toBe('foreign')
    expect(eInvoicingAvailability({ country: 'de', customerType: 'publicAdministration' })).toBe('foreign')
  })

  it('sends the recipient code in upper case and an empty PEC as none', () => {
    expect(eInvoicingRequest({ sdiCode: ' m5uxcr1 ', pec: '  ' })).toEqual({ sdiCode: 'M5UXCR1', pec: null })
    expect(eInvoicingRequest({ sdiCode: '0000000', pec: ' a@pec.it ' })).toEqual({ sdiCode: '0000000', pec: 'a@pec.it' })
    expect(eInvoicingFormOf({ eInvoicing: null })).toEqual({ sdiCode: '', pec: '' })
    expect(eInvoicingFormOf({ eInvoicing: { sdiCode: 'ABCDEFG', pec: null, lastupdate: '2026-01-01T00:00:00+01:00' } })).toEqual({ sdiCode: 'ABCDEFG', pec: '' })
  })
})

describe('the e-mail addresses', () => {
  it('are sent trimmed, with an empty PEC as none, and read back into the form', () => {
    const form = { administrative: ' a@x.it ', technical: 't@x.it', billing: 'b@x.it', abuse: 'abuse@x.it', pec: '' }
    expect(emailsRequest(form)).toEqual({ administrative: 'a@x.it', technical: 't@x.it', billing: 'b@x.it', abuse: 'abuse@x.it', pec: null })
    expect(emailsFormOf(emailsRequest(form)).pec).toBe('')
    expect(emailsFormOf(null).administrative).toBe('')
  })
})

describe('the headquarter', () => {
  const stored = { street: 'Via Roma 1', city: 'Roma', postalCode: '00185', province: 'RM', country: 'it', phone: '+39.061234567', fax: null }

  it('sends the Italian province code in upper case, the country in lower case, an empty fax as none', () => {
    const form = { ...headquarterFormOf(stored), province: ' mi ', country: 'IT', street: ' Via Po 2 ' }
    expect(headquarterRequest(form)).toEqual({ ...stored, street: 'Via Po 2', province: 'MI', fax: null })
  })

  it('keeps a foreign province as typed, and sends none when it is empty', () => {
    const abroad = { ...headquarterFormOf(stored), country: 'fr', province: ' Île-de-France ' }
    expect(headquarterRequest(abroad).province).toBe('Île-de-France')
    expect(headquarterRequest({ ...abroad, province: '' }).province).toBeNull()
  })

  it('puts the registry’s refusals on the fields of the same name only', () => {
    expect(headquarterFieldOf('province')).toBe('province')
    expect(headquarterFieldOf('country')).toBe('country')
    expect(headquarterFieldOf('body')).toBeUndefined()
  })
})

describe('the GDPR data', () => {
  const stored: Gdpr = {
    legalRepresentative: { firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA85T10A562S', role: 'CEO' },
    dataProtectionOfficer: { name: 'Studio', email: 'dpo@x.it', phone: '+39.061234567' },
    privacyEmail: 'privacy@x.it',
    privacyPolicyUrl: 'https://www.x.it/privacy',
    language: 'en',
    templateVersion: '2026.1',
    created: '2026-01-01T10:00:00+01:00',
    lastupdate: '2026-02-01T10:00:00+01:00',
  }

  it('starts empty the first time, in the given language, and never accepted', () => {
    const form = gdprFormOf(null, 'it')
    expect(form.language).toBe('it')
    expect(form.hasDpo).toBe(false)
    expect(form.accepted).toBe(false)
    expect(form['legalRepresentative.firstName']).toBe('')
  })

  it('reads the stored data back and sends it as it was, once accepted again', () => {
    const form = gdprFormOf(stored, 'it')
    expect(form.language).toBe('en')
    expect(form.accepted).toBe(false)
    const { templateVersion: _v, created: _c, lastupdate: _l, ...rest } = stored
    expect(gdprRequest({ ...form, accepted: true })).toEqual({ ...rest, accepted: true })
  })

  it('sends no officer when the registrar has none, whatever the officer’s fields hold', () => {
    const form = { ...gdprFormOf(stored, 'it'), hasDpo: false, 'legalRepresentative.fiscalCode': ' rssmra85t10a562s ' }
    const request = gdprRequest(form)
    expect(request.dataProtectionOfficer).toBeNull()
    expect(request.legalRepresentative.fiscalCode).toBe('RSSMRA85T10A562S')
  })

  it('puts a refusal on its field, and one of a whole object on that object’s first field', () => {
    expect(gdprFieldOf('legalRepresentative.fiscalCode')).toBe('legalRepresentative.fiscalCode')
    expect(gdprFieldOf('privacyPolicyUrl')).toBe('privacyPolicyUrl')
    expect(gdprFieldOf('accepted')).toBe('accepted')
    expect(gdprFieldOf('dataProtectionOfficer')).toBe('dataProtectionOfficer.name')
    expect(gdprFieldOf('templateVersion')).toBeUndefined()
  })
})

describe('the GDPR template as a document', () => {
  const text = 'AGREEMENT\nunder Article 28\n\n1. Subject matter\nThis agreement…\n\n4. Obligations\nThe Registrar:\na) one;\nb) two.\n\n\nPlace and date: [Place]'

  it('leaves out the title line, makes numbered clauses headings and keeps every line', () => {
    expect(templateBlocks(text, 'Agreement')).toEqual([
      { heading: null, lines: ['under Article 28'] },
      { heading: '1. Subject matter', lines: ['This agreement…'] },
      { heading: '4. Obligations', lines: ['The Registrar:', 'a) one;', 'b) two.'] },
      { heading: null, lines: ['Place and date: [Place]'] },
    ])
  })

  it('keeps a first line that is not the title, and reads Windows line ends', () => {
    expect(templateBlocks('Preamble\r\n\r\n2. Nature\r\nText', 'Agreement')).toEqual([
      { heading: null, lines: ['Preamble'] },
      { heading: '2. Nature', lines: ['Text'] },
    ])
  })
})
