import { enableAutoUnmount, flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiFailure } from '@/api/errors'
import CustomerCustomerSection from '@/features/customer/components/CustomerCustomerSection.vue'
import CustomerEmailsSection from '@/features/customer/components/CustomerEmailsSection.vue'
import CustomerHeadquarterSection from '@/features/customer/components/CustomerHeadquarterSection.vue'
import { demoCustomer, mountWith } from './fixtures'
import { expectBusyKeepingFocus } from '../../busy-button'

// One section in the document at a time, as in the app: the sections find their controls by id.
enableAutoUnmount(afterEach)

describe('the customer section', () => {
  it('shows the e-invoicing data of a private Italian customer, and saves new ones', async () => {
    let customer = demoCustomer
    const { w, call } = await mountWith(CustomerCustomerSection, {
      'customer.get': () => customer,
      'customer.eInvoicing.put': (input: unknown) => {
        const body = (input as { body: { sdiCode: string; pec: string | null } }).body
        customer = { ...customer, eInvoicing: { ...body, lastupdate: customer.lastupdate } }
        return undefined
      },
    })
    expect(w.find('[data-testid=einvoicing-sdiCode]').text()).toBe('M5UXCR1')
    await w.find('[data-testid=einvoicing-edit]').trigger('click')
    await w.find('#einvoicing-sdiCode').setValue('abc1234')
    await w.find('[data-testid=einvoicing-form]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'customer.eInvoicing.put' }), { body: { sdiCode: 'ABC1234', pec: 'fatture@pec.demo-registrar.it' } })
    expect(w.find('[data-testid=einvoicing-saved]').text()).toBe('Dati di fatturazione elettronica salvati.')
    expect(w.find('[data-testid=einvoicing-sdiCode]').text()).toBe('ABC1234')
  })

  it('puts the registry’s refusal on its field', async () => {
    const refusal = new ApiFailure(400, 'pec_required', 'pec: required', 'pec')
    const { w } = await mountWith(CustomerCustomerSection, { 'customer.get': demoCustomer, 'customer.eInvoicing.put': refusal })
    await w.find('[data-testid=einvoicing-edit]').trigger('click')
    await w.find('[data-testid=einvoicing-form]').trigger('submit')
    await flushPromises()
    expect(w.find('#einvoicing-pec-error').text()).toBe('Con il codice destinatario «0000000» serve l’indirizzo PEC.')
    expect(document.activeElement?.id).toBe('einvoicing-pec')
  })

  it('gives the focus back to Edit when the e-invoicing form is cancelled', async () => {
    const { w } = await mountWith(CustomerCustomerSection, { 'customer.get': demoCustomer })
    await w.find('[data-testid=einvoicing-edit]').trigger('click')
    await flushPromises()
    expect(document.activeElement?.id).toBe('einvoicing-sdiCode')
    await w.find('[data-testid=einvoicing-form] button[type=button]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=einvoicing-form]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.find('[data-testid=einvoicing-edit]').element)
    w.unmount()
  })

  it('says why instead of showing a form for a public administration', async () => {
    const { w, call } = await mountWith(CustomerCustomerSection, { 'customer.get': { ...demoCustomer, customerType: 'publicAdministration', eInvoicing: null } })
    expect(w.find('[data-testid=einvoicing-unavailable]').text()).toContain('pubblica amministrazione')
    expect(w.find('[data-testid=einvoicing-edit]').exists()).toBe(false)
    expect(w.find('[data-testid=einvoicing-form]').exists()).toBe(false)
    expect(w.find('[data-testid=customer-type]').text()).toBe('Pubblica amministrazione')
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('says why for a foreign customer, in English too', async () => {
    const foreign = { ...demoCustomer, country: 'fr', eInvoicing: null, address: { ...demoCustomer.address, country: 'fr', province: null } }
    const { w } = await mountWith(CustomerCustomerSection, { 'customer.get': foreign }, 'admin', 'en')
    expect(w.find('[data-testid=einvoicing-unavailable]').text()).toBe(
      'E-invoicing data cannot be set: the customer is not Italian, and its invoices do not go through the Italian exchange system.',
    )
    expect(w.text()).toContain('France')
  })

  it('lets the billing group edit the e-invoicing data, not the domain group', async () => {
    expect((await mountWith(CustomerCustomerSection, { 'customer.get': demoCustomer }, 'billing')).w.find('[data-testid=einvoicing-edit]').exists()).toBe(true)
    expect((await mountWith(CustomerCustomerSection, { 'customer.get': demoCustomer }, 'domain')).w.find('[data-testid=einvoicing-edit]').exists()).toBe(false)
  })

  it('shows a failure to read the customer', async () => {
    const { w } = await mountWith(CustomerCustomerSection, { 'customer.get': new ApiFailure(500, 'http_500', 'boom') })
    expect(w.find('[data-testid=screen-error]').exists()).toBe(true)
    expect(w.find('[data-testid=einvoicing]').exists()).toBe(false)
  })
})

describe('the e-mail addresses section', () => {
  const emails = { administrative: 'a@x.it', technical: 't@x.it', billing: 'b@x.it', abuse: 'abuse@x.it', pec: null }

  it('puts every refused address on its field, focuses the first, and saves once corrected', async () => {
    let fail = true
    const { w } = await mountWith(CustomerEmailsSection, {
      'customer.emails.get': emails,
      'customer.emails.put': (input: unknown) =>
        fail
          ? new ApiFailure(400, 'invalid_email', 'bad', 'technical', [
              { field: 'technical', code: 'invalid_email' },
              { field: 'pec', code: 'invalid_email' },
            ])
          : (input as { body: unknown }).body,
    })
    await w.find('[data-testid=emails-edit]').trigger('click')
    await flushPromises()
    expect(document.activeElement?.id).toBe('emails-administrative')
    await w.find('#emails-technical').setValue('nope')
    await w.find('#emails-pec').setValue('nope')
    await w.find('[data-testid=emails-form]').trigger('submit')
    await flushPromises()
    expect(w.find('#emails-technical-error').exists()).toBe(true)
    expect(w.find('#emails-pec-error').exists()).toBe(true)
    expect(document.activeElement?.id).toBe('emails-technical')
    fail = false
    await w.find('#emails-technical').setValue('noc@x.it')
    expect(w.find('#emails-technical-error').exists()).toBe(false)
    expect(w.find('#emails-pec-error').exists()).toBe(true)
    await w.find('#emails-pec').setValue('')
    await w.find('[data-testid=emails-form]').trigger('submit')
    await flushPromises()
    expect(w.find('[data-testid=emails-saved]').text()).toBe('Dati salvati.')
    expect(w.find('[data-testid=emails-value-technical]').text()).toContain('noc@x.it')
    expect(document.activeElement?.id).toBe('emails-title')
  })

  it('gives the focus back to Edit when the form is cancelled, and keeps it on Save while saving', async () => {
    let answer: (value: unknown) => void = () => {}
    const { w, call } = await mountWith(CustomerEmailsSection, {
      'customer.emails.get': emails,
      'customer.emails.put': () => new Promise((resolve) => (answer = resolve)),
    })
    await w.find('[data-testid=emails-edit]').trigger('click')
    await w.find('[data-testid=emails-form] button[type=button]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=emails-form]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.find('[data-testid=emails-edit]').element)

    await w.find('[data-testid=emails-edit]').trigger('click')
    await flushPromises()
    const save = w.find<HTMLButtonElement>('[data-testid=emails-save]')
    save.element.focus()
    await w.find('[data-testid=emails-form]').trigger('submit')
    await w.find('[data-testid=emails-form]').trigger('submit')
    expectBusyKeepingFocus(save)
    expect(call.mock.calls.filter(([op]) => op.id === 'customer.emails.put')).toHaveLength(1)
    answer(emails)
    await flushPromises()
    w.unmount()
  })

  it('is read-only for a user who is not an administrator', async () => {
    const { w } = await mountWith(CustomerEmailsSection, { 'customer.emails.get': emails }, 'billing')
    expect(w.find('[data-testid=emails-edit]').exists()).toBe(false)
    expect(w.text()).toContain('Solo gli amministratori possono modificare questi dati.')
  })
})

describe('the headquarter section', () => {
  const headquarter = { street: 'Via Roma 97', city: 'Roma', postalCode: '00185', province: 'RM', country: 'it', phone: '+39.061234567', fax: null }

  it('gives the focus back to Edit when the form is cancelled, and keeps it on Save while saving', async () => {
    let answer: (value: unknown) => void = () => {}
    const { w, call } = await mountWith(CustomerHeadquarterSection, {
      'customer.headquarter.get': headquarter,
      'customer.headquarter.put': () => new Promise((resolve) => (answer = resolve)),
      'public.provinces': [{ code: 'RM', name: 'Roma' }],
      'public.countries': [{ code: 'it', name: 'Italy' }],
    })
    await w.find('[data-testid=hq-edit]').trigger('click')
    await flushPromises()
    expect(document.activeElement?.id).toBe('hq-street')
    await w.find('[data-testid=hq-form] .customer-form__actions button[type=button]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=hq-form]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.find('[data-testid=hq-edit]').element)

    await w.find('[data-testid=hq-edit]').trigger('click')
    await flushPromises()
    const save = w.find<HTMLButtonElement>('[data-testid=hq-save]')
    save.element.focus()
    await w.find('[data-testid=hq-form]').trigger('submit')
    await w.find('[data-testid=hq-form]').trigger('submit')
    expect(save.attributes('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(save.element)
    expect(call.mock.calls.filter(([op]) => op.id === 'customer.headquarter.put')).toHaveLength(1)
    answer(headquarter)
    await flushPromises()
    w.unmount()
  })
})
