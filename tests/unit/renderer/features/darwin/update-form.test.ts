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

let attached: ReturnType<typeof mount> | undefined

/** The form opened; `inPage`, in the document, where the focus can be checked. */
async function openForm(inPage = false) {
  const pinia = createPinia()
  setActivePinia(pinia)
  const w = mount(DarwinContactUpdate, {
    props: { requestId: 1, referenceContactId: 7 },
    attachTo: inPage ? document.body : undefined,
    global: { plugins: [pinia, createAppI18n('en')], provide: { [CallKey as symbol]: call } },
  })
  if (inPage) attached = w
  await press(w, '[data-testid=update-open]')
  return w
}

/** Focuses a control and activates it, as Enter on a focused button does. */
async function press(w: ReturnType<typeof mount>, selector: string) {
  const el = w.get(selector)
  ;(el.element as HTMLElement).focus()
  await el.trigger(el.attributes('type') === 'submit' ? 'submit' : 'click')
  await flushPromises()
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  call.mockClear()
  validated.length = 0
  created.length = 0
})
afterEach(() => {
  vi.useRealTimers()
  attached?.unmount()
  attached = undefined
})

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
    expect(fieldError(w, 'voice').text()).toBe('Write it in the form +CC.NUMBER, for example +39.0612345678.')
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

  // The verdict under the form counts what is marked in red: a field's problem, the message missing.
  it.each([
    ['en', 'Fix the field marked in red.', 'Fix the 2 fields marked in red.'],
    ['it', 'Correggere il campo segnato in rosso.', 'Correggere i 2 campi segnati in rosso.'],
  ] as const)('asks to fix the field or the fields marked in red, by their number (%s)', async (lang, one, two) => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const w = mount(DarwinContactUpdate, {
      props: { requestId: 1, referenceContactId: 7 },
      global: { plugins: [pinia, createAppI18n(lang)], provide: { [CallKey as symbol]: call } },
    })
    await press(w, '[data-testid=update-open]')
    await w.find('#darwin-update-regcode').setValue('RSSMRA80A01H501X')
    await vi.advanceTimersByTimeAsync(400)
    await flushPromises()
    expect(w.get('[data-testid=update-fix]').text()).toBe(one)
    // Sent without a message: the message is marked too.
    await w.find('[data-testid=update-form]').trigger('submit')
    await flushPromises()
    expect(w.get('[data-testid=update-fix]').text()).toBe(two)
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

describe('the contact data update form by keyboard', () => {
  const focusedId = () => document.activeElement?.id

  it('puts the focus on its first field when opened, and back on the open button when cancelled', async () => {
    const w = await openForm(true)
    expect(focusedId()).toBe('darwin-update-name')
    await press(w, '[data-testid=update-cancel]')
    expect(w.find('[data-testid=update-form]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('[data-testid=update-open]').element)
  })

  it('puts the focus on each new street line, also the third, whose button goes', async () => {
    const w = await openForm(true)
    const add = () => w.findAll('[data-testid=update-form] button').find((b) => b.text() === 'Add a line')
    await press(w, '[data-testid=field-darwin-update-streets] > button')
    expect(focusedId()).toBe('darwin-update-streets-1')
    await press(w, '[data-testid=field-darwin-update-streets] > button')
    expect(focusedId()).toBe('darwin-update-streets-2')
    expect(add()).toBeUndefined()
  })

  it('puts the focus on the line in the place of a deleted one, or on the line before the last', async () => {
    const w = await openForm(true)
    await press(w, '[data-testid=field-darwin-update-streets] > button')
    await press(w, '[data-testid=field-darwin-update-streets] > button')
    await press(w, 'button[aria-label="Delete line 3"]')
    expect(focusedId()).toBe('darwin-update-streets-1')
    await press(w, 'button[aria-label="Delete line 1"]')
    // One line is left, and no Delete button.
    expect(w.findAll('button[aria-label^="Delete line"]')).toHaveLength(0)
    expect(focusedId()).toBe('darwin-update-streets-0')
  })

  it('puts the focus on the first of the refused fields, each tied to its message', async () => {
    const w = await openForm(true)
    await w.find('#darwin-update-regcode').setValue('RSSMRA80A01H501X')
    await w.find('#darwin-update-voice').setValue('3331234567')
    // No message either: three fields at fault.
    await press(w, '[data-testid=update-send]')
    expect(created).toEqual([])
    expect(focusedId()).toBe('darwin-update-regcode')
    for (const [field, text] of [
      ['regcode', 'Not a valid personal tax code (check character included).'],
      ['voice', 'Write it in the form +CC.NUMBER, for example +39.0612345678.'],
      ['message', 'Write a message for the registry.'],
    ]) {
      const input = w.get(`#darwin-update-${field}`)
      expect(input.attributes('aria-invalid'), field).toBe('true')
      expect(document.getElementById(input.attributes('aria-describedby')!)?.textContent, field).toBe(text)
    }
  })

  it('puts the focus on the consent box the registry refuses, tied to its message', async () => {
    const w = await openForm(true)
    await w.find('#darwin-update-message').setValue('Consenso')
    call.mockImplementationOnce(async () => {
      throw new ApiFailure(400, 'invalid_value', 'contactData.consentForPublish: is not valid', 'contactData.consentForPublish', [
        { field: 'contactData.consentForPublish', code: 'invalid_value' },
      ])
    })
    await press(w, '[data-testid=update-send]')
    const box = w.get('input[name=consentForPublish]')
    expect(document.activeElement).toBe(box.element)
    expect(box.attributes('aria-invalid')).toBe('true')
    expect(document.getElementById(box.attributes('aria-describedby')!)?.textContent).toBe(w.get('.update-form__check + .field__error').text())
  })

  it('ties a problem with the street lines as a whole to every line, and puts the focus on the first', async () => {
    const w = await openForm(true)
    await press(w, '[data-testid=field-darwin-update-streets] > button')
    await w.find('#darwin-update-streets-1').setValue('Scala B')
    await w.find('#darwin-update-message').setValue('Indirizzo')
    call.mockImplementationOnce(async () => {
      throw new ApiFailure(400, 'invalid_value', 'contactData.streets: is not valid', 'contactData.streets', [{ field: 'contactData.streets', code: 'invalid_value' }])
    })
    await press(w, '[data-testid=update-send]')
    expect(focusedId()).toBe('darwin-update-streets-0')
    const message = w.get('[data-testid=field-darwin-update-streets] > .field__error')
    for (const line of ['streets-0', 'streets-1']) {
      const input = w.get(`#darwin-update-${line}`)
      expect(input.attributes('aria-invalid'), line).toBe('true')
      expect(input.attributes('aria-describedby')?.split(' '), line).toContain(message.attributes('id'))
    }
  })

  it('keeps the focus on Send while the update goes, then gives it to the open button', async () => {
    const w = await openForm(true)
    await w.find('#darwin-update-message').setValue('Nome corretto')
    let answer: () => void = () => {}
    call.mockImplementationOnce(() => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))))
    await press(w, '[data-testid=update-send]')
    const send = w.get('[data-testid=update-send]')
    expect(send.attributes('aria-disabled')).toBe('true')
    expect(send.attributes('disabled')).toBeUndefined()
    expect(document.activeElement).toBe(send.element)
    await w.get('[data-testid=update-form]').trigger('submit')
    expect(call).toHaveBeenCalledTimes(2)

    answer()
    await flushPromises()
    expect(w.emitted('created')).toHaveLength(1)
    expect(document.activeElement).toBe(w.get('[data-testid=update-open]').element)
  })
})
