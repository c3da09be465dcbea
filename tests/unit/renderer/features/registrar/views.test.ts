/** The registrar screens in the DOM: field errors on their fields, the delete confirmation, the live preview. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import ContactFormView from '@/features/registrar/views/ContactFormView.vue'
import ContactsView from '@/features/registrar/views/ContactsView.vue'
import PublicInfoView from '@/features/registrar/views/PublicInfoView.vue'
import { createAppI18n } from '@/i18n'
import { addComponentStyles } from '../../component-styles'
import { contact } from './fixtures'

const Empty = { template: '<p />' }

async function setup(component: object, answer: (op: { id: string }, input?: unknown) => Promise<unknown>, lang: 'it' | 'en' = 'it', props = {}) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', name: 'here', component: Empty },
      { path: '/registrar/contacts', name: 'registrar-contacts', component: Empty },
      { path: '/registrar/contacts/new', name: 'registrar-contact-new', component: Empty },
      { path: '/registrar/contacts/:contactId', name: 'registrar-contact-edit', component: Empty },
    ],
  })
  await router.push('/')
  const pinia = createPinia()
  setActivePinia(pinia)
  const call = vi.fn(answer)
  const w = mount(component, { props, attachTo: document.body, global: { plugins: [createAppI18n(lang), pinia, router], provide: { [CallKey as symbol]: call } } })
  await flushPromises()
  return { w, call, router }
}

describe('the registrar contact form', () => {
  it('shows every problem it can tell at once, the empty fields with the formats, and sends nothing', async () => {
    const { w, call } = await setup(ContactFormView, async () => undefined)
    await w.find('#contact-role').setValue('abuse')
    await w.find('#contact-lastName').setValue('Rossi')
    await w.find('#contact-email').setValue('mario@')
    await w.find('#contact-phone').setValue('06 1234')
    await w.find('#contact-mobile').setValue('333')
    await w.find('[data-testid=contact-form]').trigger('submit')
    await flushPromises()
    expect(call).not.toHaveBeenCalled()
    expect(w.find('#contact-firstName-error').text()).toBe('Campo obbligatorio.')
    expect(w.find('#contact-email-error').text()).toBe('Indirizzo e-mail non valido.')
    expect(w.find('#contact-phone-error').text()).toContain('+39.0612345678')
    expect(w.find('#contact-mobile-error').text()).toContain('+39.0612345678')
    expect(w.findAll('[aria-invalid=true]')).toHaveLength(4)
    expect(document.activeElement?.id).toBe('contact-firstName')
    w.unmount()
  })

  it('shows every field the registry refuses at once, each on its field, and keeps them through a later local problem', async () => {
    const refusal = new ApiFailure(400, 'invalid_email', 'email: not valid', 'email', [
      { field: 'email', code: 'invalid_email' },
      { field: 'phone', code: 'invalid_phone' },
      { field: 'mobile', code: 'invalid_phone' },
    ])
    const { w, call } = await setup(ContactFormView, async () => Promise.reject(refusal))
    await w.find('[data-testid=contact-form]').trigger('submit')
    await flushPromises()
    expect(call).not.toHaveBeenCalled()
    expect(w.find('#contact-firstName-error').text()).toBe('Campo obbligatorio.')
    expect(w.find('#contact-mobile-error').exists()).toBe(false)

    // Values the form finds right and the registry (here) refuses.
    await w.find('#contact-role').setValue('abuse')
    await w.find('#contact-firstName').setValue('Mario')
    await w.find('#contact-lastName').setValue('Rossi')
    await w.find('#contact-email').setValue('mario@example.it')
    await w.find('#contact-phone').setValue('+39.061234')
    await w.find('#contact-mobile').setValue('+39.333123')
    await w.find('[data-testid=contact-form]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(1)
    expect(w.find('#contact-email-error').text()).toBe('Indirizzo e-mail non valido.')
    expect(w.find('#contact-phone-error').text()).toContain('+39.0612345678')
    expect(w.find('#contact-mobile-error').text()).toContain('+39.0612345678')
    expect(w.find('#contact-firstName-error').exists()).toBe(false)
    expect(w.find('#contact-email').attributes('aria-describedby')).toBe('contact-email-error')
    // Fixing one field drops its error and keeps the others.
    await w.find('#contact-email').setValue('mario.rossi@example.it')
    expect(w.find('#contact-email-error').exists()).toBe(false)
    expect(w.find('#contact-phone-error').exists()).toBe(true)
    // A field emptied meanwhile is said by the form; the registry's word on the others stays.
    await w.find('#contact-lastName').setValue('')
    await w.find('[data-testid=contact-form]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(1)
    expect(w.find('#contact-lastName-error').text()).toBe('Campo obbligatorio.')
    expect(w.find('#contact-phone-error').exists()).toBe(true)
    expect(w.find('#contact-mobile-error').exists()).toBe(true)
    w.unmount()
  })

  it('edits a contact: its data in the fields, its name in the title, the list again after saving', async () => {
    const { w, call, router } = await setup(
      ContactFormView,
      async (op, input) => (op.id === 'registrar.contacts.get' ? contact : { ...contact, ...(input as { body: object }).body }),
      'en',
      { contactId: 7 },
    )
    expect(w.find('h1').text()).toBe('Edit contact Anna Bianchi')
    expect((w.find('#contact-email').element as HTMLInputElement).value).toBe('anna.bianchi@example.it')
    await w.find('#contact-lastName').setValue('Verdi')
    await w.find('[data-testid=contact-form]').trigger('submit')
    await flushPromises()
    expect(call.mock.calls[1]![0].id).toBe('registrar.contacts.update')
    expect(call.mock.calls[1]![1]).toMatchObject({ params: { registrarContactId: '7' }, body: { lastName: 'Verdi', mobile: null } })
    expect(router.currentRoute.value.name).toBe('registrar-contacts')
    w.unmount()
  })
})

describe('the registrar contacts list', () => {
  it('deletes a contact only after a confirmation naming it, and says so', async () => {
    const { w, call } = await setup(ContactsView, async (op) => (op.id === 'registrar.contacts.list' ? [contact] : undefined))
    expect(w.find('[data-testid=contacts-table]').text()).toContain('Anna Bianchi')
    await w.find('[data-testid=contact-delete-7]').trigger('click')
    expect(w.find('[data-testid=confirm-text]').text()).toContain('Anna Bianchi (Tecnico, anna.bianchi@example.it)')
    expect(call).toHaveBeenCalledTimes(1)
    await w.find('[data-testid=confirm-ok]').trigger('click')
    await flushPromises()
    expect(call.mock.calls[1]![0].id).toBe('registrar.contacts.delete')
    expect(w.find('[data-testid=confirm-dialog]').exists()).toBe(false)
    expect(w.find('[data-testid=contacts-notice]').text()).toBe('Contatto Anna Bianchi eliminato.')
    expect(w.find('[data-testid=list-empty]').exists()).toBe(true)
    w.unmount()
  })

  it('keeps its notice’s live region in the page (not hidden) before the notice comes', async () => {
    const removeStyles = addComponentStyles(ContactsView, 'renderer/src/features/registrar/views/ContactsView.vue')
    const { w } = await setup(ContactsView, async (op) => (op.id === 'registrar.contacts.list' ? [contact] : undefined))
    const region = w.get('.contacts__notice')
    expect(region.attributes('role')).toBe('status')
    expect(region.text()).toBe('')
    expect(getComputedStyle(region.element).display).not.toBe('none')
    await w.find('[data-testid=contact-delete-7]').trigger('click')
    await w.find('[data-testid=confirm-ok]').trigger('click')
    await flushPromises()
    expect(w.get('.contacts__notice').element).toBe(region.element)
    expect(region.text()).toBe('Contatto Anna Bianchi eliminato.')
    w.unmount()
    removeStyles()
  })

  it('keeps the dialog open with the error when the deletion fails', async () => {
    const { w } = await setup(ContactsView, async (op) => {
      if (op.id === 'registrar.contacts.list') return [contact]
      throw new ApiFailure(0, 'unreachable', 'down')
    })
    await w.find('[data-testid=contact-delete-7]').trigger('click')
    await w.find('[data-testid=confirm-ok]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=confirm-error]').exists()).toBe(true)
    expect(w.find('[data-testid=contacts-table]').text()).toContain('Anna Bianchi')
    w.unmount()
  })
  it('closes the dialog and reloads the list when someone else deleted the contact meanwhile', async () => {
    let lists = 0
    const { w } = await setup(ContactsView, async (op) => {
      if (op.id === 'registrar.contacts.list') return lists++ === 0 ? [contact] : []
      throw new ApiFailure(404, 'not_found', 'Registrar contact not found')
    })
    await w.find('[data-testid=contact-delete-7]').trigger('click')
    await w.find('[data-testid=confirm-ok]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=confirm-dialog]').exists()).toBe(false)
    expect(w.find('[data-testid=contacts-notice]').text()).toBe('Elemento non trovato.')
    expect(w.find('[data-testid=contacts-table]').exists()).toBe(false)
    expect(lists).toBe(2)
    w.unmount()
  })
})

describe('the public information screen', () => {
  const registrar = { id: 1, code: 'DEMO-REG', name: 'Demo S.r.l.', status: 'active', accreditationDate: '2020-05-04', eppUsername: 'demo-epp', created: '2020-05-04T10:00:00+02:00' }
  const info = { displayName: 'Demo', website: null, email: 'info@example.it', phone: '+39.0612345678', description: null, languages: ['it'], lastupdate: '2026-01-02T10:00:00+01:00' }

  it('shows the registrar data, and a preview that follows the form as it is typed', async () => {
    const { w, call } = await setup(PublicInfoView, async (op, input) => {
      if (op.id === 'registrar.get') return registrar
      if (op.id === 'registrar.publicInfo.get') return info
      return { ...(input as { body: object }).body, lastupdate: '2026-01-03T10:00:00+01:00' }
    })
    expect(w.find('[data-testid=registrar-code]').text()).toBe('DEMO-REG')
    expect(w.find('[data-testid=preview-name]').text()).toBe('Demo')
    await w.find('#pi-displayName').setValue('Demo Domini')
    await w.find('#pi-languages').setValue('it, en')
    await w.find('#pi-description').setValue('Domini .it dal 2020.')
    expect(w.find('[data-testid=preview-name]').text()).toBe('Demo Domini')
    expect(w.find('[data-testid=preview-languages]').text()).toBe('italiano, inglese')
    expect(w.find('[data-testid=preview-description]').text()).toBe('Domini .it dal 2020.')
    await w.find('[data-testid=public-info-form]').trigger('submit')
    await flushPromises()
    expect(call.mock.calls[2]![1]).toMatchObject({ body: { displayName: 'Demo Domini', languages: ['it', 'en'], website: null } })
    expect(w.find('[data-testid=public-info-saved]').exists()).toBe(true)
    w.unmount()
  })

  it('says every wrong field in one submission, the form’s own words with the formats, and sends nothing', async () => {
    const { w, call } = await setup(PublicInfoView, async (op) => {
      if (op.id === 'registrar.get') return registrar
      if (op.id === 'registrar.publicInfo.get') return info
      return undefined
    }, 'en')
    await w.find('#pi-displayName').setValue('')
    await w.find('#pi-website').setValue('www.example.it')
    await w.find('#pi-email').setValue('info@')
    await w.find('#pi-phone').setValue('06 1234')
    await w.find('#pi-languages').setValue('it, xx')
    await w.find('[data-testid=public-info-form]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(2)
    expect(w.find('#pi-displayName-error').text()).toBe('Required.')
    expect(w.find('#pi-website-error').text()).toBe('Not a valid web address: it must start with http:// or https://.')
    expect(w.find('#pi-email-error').text()).toBe('Not a valid email address.')
    expect(w.find('#pi-phone-error').text()).toContain('+39.0612345678')
    expect(w.find('#pi-languages-error').text()).toContain('xx')
    expect(w.findAll('[aria-invalid=true]')).toHaveLength(5)
    expect(document.activeElement?.id).toBe('pi-displayName')
    w.unmount()
  })

  it('says a wrong language code on its field before sending, and the API’s refusals on theirs', async () => {
    const refusal = new ApiFailure(400, 'invalid_url', 'website', 'website', [{ field: 'website', code: 'invalid_url' }])
    const { w, call } = await setup(PublicInfoView, async (op) => {
      if (op.id === 'registrar.get') return registrar
      if (op.id === 'registrar.publicInfo.get') return info
      throw refusal
    }, 'en')
    await w.find('#pi-languages').setValue('it, English')
    await w.find('[data-testid=public-info-form]').trigger('submit')
    await flushPromises()
    expect(call).toHaveBeenCalledTimes(2)
    expect(w.find('#pi-languages-error').text()).toContain('English')
    await w.find('#pi-languages').setValue('it, en')
    await w.find('#pi-website').setValue('www.example')
    await w.find('[data-testid=public-info-form]').trigger('submit')
    await flushPromises()
    expect(w.find('#pi-website-error').text()).toBe('Not a valid web address: it must start with http:// or https://.')
    expect(w.find('#pi-website').attributes('aria-describedby')).toBe('pi-website-hint pi-website-error')
    w.unmount()
  })
})
