import { flushPromises } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { Gdpr, GdprRequest } from '@contract/customer'
import { ApiFailure } from '@/api/errors'
import GdprView from '@/features/customer/views/GdprView.vue'
import { type Answers, mountWith } from './fixtures'

const template = (input: unknown) => {
  const language = (input as { params: { language: 'it' | 'en' } }).params.language
  const title = language === 'it' ? 'Accordo sul trattamento dei dati personali' : 'Data processing agreement'
  return { language, version: '2026.1', title, text: `${title.toUpperCase()}\n\n1. ${language === 'it' ? 'Oggetto' : 'Subject matter'}\nText.` }
}

/** A fake registry keeping the GDPR data as the sandbox does: absent until the first save. */
function registry(at = '2026-11-24T10:00:00+01:00') {
  let stored: Gdpr | null = null
  const bodies: GdprRequest[] = []
  const answers: Answers = {
    'customer.gdpr.template.get': template,
    'customer.gdpr.get': () => stored ?? new ApiFailure(404, 'not_found', 'GDPR data not found'),
    'customer.gdpr.put': (input: unknown) => {
      const { accepted: _a, ...body } = (input as { body: GdprRequest }).body
      bodies.push((input as { body: GdprRequest }).body)
      stored = { ...body, templateVersion: '2026.1', created: stored?.created ?? at, lastupdate: at }
      return stored
    },
    'customer.gdpr.confirm': () => (stored = { ...stored!, lastupdate: '2027-02-15T10:30:00+01:00' }),
  }
  return { bodies, answers }
}

async function fill(w: Awaited<ReturnType<typeof mountWith>>['w']) {
  await w.find('#gdpr-legalRepresentative-firstName').setValue('Mario')
  await w.find('#gdpr-legalRepresentative-lastName').setValue('Rossi')
  await w.find('#gdpr-legalRepresentative-fiscalCode').setValue('rssmra85t10a562s')
  await w.find('#gdpr-legalRepresentative-role').setValue('Amministratore delegato')
  await w.find('#gdpr-privacyEmail').setValue('privacy@x.it')
  await w.find('#gdpr-privacyPolicyUrl').setValue('https://www.x.it/privacy')
}

describe('the GDPR screen', () => {
  it('shows the template as a document in the chosen language, and says there are no data yet', async () => {
    const { w } = await mountWith(GdprView, registry().answers)
    expect(w.find('[data-testid=gdpr-none]').exists()).toBe(true)
    expect(w.find('#gdpr-document-title').text()).toBe('Accordo sul trattamento dei dati personali')
    expect(w.find('[data-testid=gdpr-document] h4').text()).toBe('1. Oggetto')
    expect(w.find('[data-testid=gdpr-document]').attributes('lang')).toBe('it')
    await w.find('[data-testid=gdpr-language-en]').setValue(true)
    await flushPromises()
    expect(w.find('#gdpr-document-title').text()).toBe('Data processing agreement')
    expect(w.find('#gdpr-form-title').text()).toBe('Inserisci i dati GDPR')
  })

  it('sends nothing until the agreement is accepted, then creates, updates and confirms', async () => {
    const r = registry()
    const { w } = await mountWith(GdprView, r.answers)
    await fill(w)
    await w.find('[data-testid=gdpr-form]').trigger('submit')
    await flushPromises()
    expect(r.bodies).toHaveLength(0)
    expect(w.find('#gdpr-accepted-error').text()).toBe('Per salvare occorre accettare l’accordo.')
    expect(document.activeElement?.id).toBe('gdpr-accepted')

    await w.find('[data-testid=gdpr-accepted]').setValue(true)
    expect(w.find('#gdpr-accepted-error').exists()).toBe(false)
    await w.find('[data-testid=gdpr-form]').trigger('submit')
    await flushPromises()
    expect(r.bodies[0]).toMatchObject({ legalRepresentative: { fiscalCode: 'RSSMRA85T10A562S' }, dataProtectionOfficer: null, language: 'it', accepted: true })
    expect(w.find('[data-testid=gdpr-notice]').text()).toBe('Dati GDPR inseriti e accordo accettato.')
    expect(w.find('[data-testid=gdpr-last-confirmed]').text()).toBe('Ultima conferma il 24/11/2026 10:00')
    expect(w.find('#gdpr-form-title').text()).toBe('Modifica i dati GDPR')
    // Accepting is asked again for every save.
    expect((w.find('[data-testid=gdpr-accepted]').element as HTMLInputElement).checked).toBe(false)

    await w.find('[data-testid=gdpr-hasDpo]').setValue(true)
    await w.find('#gdpr-dataProtectionOfficer-name').setValue('Studio')
    await w.find('#gdpr-dataProtectionOfficer-email').setValue('dpo@x.it')
    await w.find('#gdpr-dataProtectionOfficer-phone').setValue('+39.061234567')
    await w.find('[data-testid=gdpr-accepted]').setValue(true)
    await w.find('[data-testid=gdpr-form]').trigger('submit')
    await flushPromises()
    expect(r.bodies[1]!.dataProtectionOfficer).toEqual({ name: 'Studio', email: 'dpo@x.it', phone: '+39.061234567' })
    expect(w.find('[data-testid=gdpr-notice]').text()).toBe('Dati GDPR salvati.')

    await w.find('[data-testid=gdpr-confirm]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=gdpr-notice]').text()).toBe('Dati GDPR confermati.')
    expect(w.find('[data-testid=gdpr-last-confirmed]').text()).toBe('Ultima conferma il 15/02/2027 10:30')
  })

  it('puts the registry’s refusals on their fields', async () => {
    const r = registry()
    r.answers['customer.gdpr.put'] = () =>
      new ApiFailure(400, 'invalid_fiscal_code', 'bad', 'legalRepresentative.fiscalCode', [
        { field: 'legalRepresentative.fiscalCode', code: 'invalid_fiscal_code' },
        { field: 'privacyPolicyUrl', code: 'invalid_url' },
      ])
    const { w } = await mountWith(GdprView, r.answers)
    await fill(w)
    await w.find('[data-testid=gdpr-accepted]').setValue(true)
    await w.find('[data-testid=gdpr-form]').trigger('submit')
    await flushPromises()
    expect(w.find('#gdpr-legalRepresentative-fiscalCode-error').exists()).toBe(true)
    expect(w.find('#gdpr-privacyPolicyUrl-error').exists()).toBe(true)
    expect(document.activeElement?.id).toBe('gdpr-legalRepresentative-fiscalCode')
  })

  it('lets other groups read the data and the template, with no form and no confirmation', async () => {
    const r = registry()
    const { w } = await mountWith(GdprView, r.answers, 'billing')
    expect(w.find('[data-testid=gdpr-form]').exists()).toBe(false)
    expect(w.find('[data-testid=gdpr-document]').exists()).toBe(true)
    expect(w.text()).toContain('Solo gli amministratori possono modificare questi dati.')
  })
})
