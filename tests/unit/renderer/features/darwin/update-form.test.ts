import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DbnaContact } from '@contract/darwin-contacts'
import type { OperationDef } from '@contract/operation'
import type { CallInput } from '@/api/call'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import DarwinContactUpdate from '@/features/darwin/components/DarwinContactUpdate.vue'
import { createAppI18n } from '@/i18n'

const RIGHT = 'RSSMRA80A01H501U'
const dbna: DbnaContact = {
  id: 7, name: 'Mario Rossi', org: 'Mario Rossi', contactId: 'DEMO-MR001', consentForPublish: false, email: 'mario.rossi@example.it',
  voice: '+39.3331234567', streets: ['Via del Corso 12'], city: 'Roma', postalCode: '00186', state: 'RM', country: 'it',
  registrant: { regcode: RIGHT, nationality: 'it', entityType: 1 }, status: 'ok', linked: true,
}

type Body = { requestId: number; message?: string; contactData: { registrant: { regcode: string }; postalCode: string; voice: string } }
const validated: string[] = []
const created: Body[] = []
const call = vi.fn(async (op: OperationDef, input: CallInput<OperationDef> = {}) => {
  if (op.id === 'darwin.contacts.dbna') return dbna
  const body = input.body as unknown as Body
  if (op.id === 'darwin.contactUpdates.validate') validated.push(body.contactData.registrant.regcode)
  if (op.id === 'darwin.contactUpdates.create') created.push(body)
  // Like the registry: every field at fault in `errors`, the first also in `field`.
  const wrong = [
    body.contactData.registrant.regcode !== RIGHT && 'contactData.registrant.regcode',
    !/^\d{5}$/.test(body.contactData.postalCode) && 'contactData.postalCode',
    !body.contactData.voice.startsWith('+') && 'contactData.voice',
  ].filter((f): f is string => typeof f === 'string')
  if (wrong.length > 0) {
    const errors = wrong.map((field) => ({ field, code: 'invalid_value' }))
    throw new ApiFailure(400, 'invalid_value', `${wrong[0]}: is not valid`, wrong[0], errors)
  }
  return undefined
})

async function openForm() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const w = mount(DarwinContactUpdate, {
    props: { requestId: 1, referenceContactId: 7 },
    global: { plugins: [pinia, createAppI18n('en')], provide: { [CallKey as symbol]: call } },
  })
  await w.find('[data-testid=update-open]').trigger('click')
  await flushPromises()
  return w
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  call.mockClear()
  validated.length = 0
  created.length = 0
})
afterEach(() => vi.useRealTimers())

const fieldError = (w: Awaited<ReturnType<typeof openForm>>, name: string) => w.find(`[data-testid=field-darwin-update-${name}] .field__error`)
const regcodeError = (w: Awaited<ReturnType<typeof openForm>>) => fieldError(w, 'regcode')

describe('the contact data update form', () => {
  it('is prefilled from the registry’s copy of the reference contact', async () => {
    const w = await openForm()
    expect(call.mock.calls[0]![0].id).toBe('darwin.contacts.dbna')
    expect((w.find('#darwin-update-regcode').element as HTMLInputElement).value).toBe(RIGHT)
    expect((w.find('#darwin-update-city').element as HTMLInputElement).value).toBe('Roma')
    expect((w.find('#darwin-update-country').element as HTMLInputElement).readOnly).toBe(true)
  })

  it('asks the registry 400 ms after the last keystroke, and shows its verdict under the field', async () => {
    const w = await openForm()
    await vi.advanceTimersByTimeAsync(400)
    validated.length = 0
    const input = w.find('#darwin-update-regcode')
    await input.setValue('RSSMRA80A01H50')
    await vi.advanceTimersByTimeAsync(200)
    await input.setValue('RSSMRA80A01H501X')
    await vi.advanceTimersByTimeAsync(399)
    expect(validated).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await flushPromises()
    expect(validated).toEqual(['RSSMRA80A01H501X'])
    expect(regcodeError(w).text()).toBe('Not a valid personal tax code (check character included).')
    expect(w.find('#darwin-update-regcode').attributes('aria-invalid')).toBe('true')

    await input.setValue(RIGHT)
    await vi.advanceTimersByTimeAsync(400)
    await flushPromises()
    expect(regcodeError(w).exists()).toBe(false)
    expect(w.find('[data-testid=update-accepted]').exists()).toBe(true)
  })

  it('sends the update with its message, and asks for a message first', async () => {
    const w = await openForm()
    await w.find('[data-testid=update-form]').trigger('submit')
    expect(w.text()).toContain('Write a message for the registry.')
    expect(created).toEqual([])
    await w.find('#darwin-update-message').setValue('Nome corretto')
    await w.find('[data-testid=update-form]').trigger('submit')
    await flushPromises()
    expect(created).toHaveLength(1)
    expect(created[0]).toMatchObject({ requestId: 1, message: 'Nome corretto', contactData: { name: 'Mario Rossi', registrant: { regcode: RIGHT } } })
    expect(w.emitted('created')).toHaveLength(1)
  })

  it('shows every field the registry refuses at once, each under its own field', async () => {
    const w = await openForm()
    await w.find('#darwin-update-regcode').setValue('RSSMRA80A01H501X')
    await w.find('#darwin-update-postalCode').setValue('0018')
    await w.find('#darwin-update-voice').setValue('3331234567')
    await vi.advanceTimersByTimeAsync(400)
    await flushPromises()
    expect(regcodeError(w).text()).toBe('Not a valid personal tax code (check character included).')
    expect(fieldError(w, 'postalCode').text()).toBe('An Italian postal code has five digits.')
    expect(fieldError(w, 'voice').text()).toBe('Write it as +CC.NUMBER, e.g. +39.0612345678.')
    expect(fieldError(w, 'city').exists()).toBe(false)
  })

  it('clears a field’s error as soon as that field changes, before the registry answers again', async () => {
    const w = await openForm()
    await w.find('#darwin-update-postalCode').setValue('0018')
    await w.find('#darwin-update-voice').setValue('3331234567')
    await vi.advanceTimersByTimeAsync(400)
    await flushPromises()
    expect(fieldError(w, 'postalCode').exists()).toBe(true)
    await w.find('#darwin-update-postalCode').setValue('00186')
    expect(fieldError(w, 'postalCode').exists()).toBe(false)
    expect(fieldError(w, 'voice').exists()).toBe(true)
  })

  // A phone in the wrong form is the contract's rule, checked before sending (the test above);
  // what only the registry can judge (the tax code, the postal code) comes back all at once.
  it('places every refused field of a failed submission on its field', async () => {
    const w = await openForm()
    await w.find('#darwin-update-regcode').setValue('RSSMRA80A01H501X')
    await w.find('#darwin-update-postalCode').setValue('0018')
    await w.find('#darwin-update-message').setValue('Correzione')
    await w.find('[data-testid=update-form]').trigger('submit')
    await flushPromises()
    expect(created).toHaveLength(1)
    expect(regcodeError(w).exists()).toBe(true)
    expect(fieldError(w, 'postalCode').exists()).toBe(true)
    expect(w.find('[data-testid=update-error]').exists()).toBe(false)
  })
})
