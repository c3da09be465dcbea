/** The sign-in screen by keyboard: the focus stays where the user is, and an empty field says so. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { oauthToken } from '@contract/oauth'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import SignInView from '@/features/auth/views/SignInView.vue'
import { createAppI18n } from '@/i18n'
import { stubRouter } from '../../stub-router'
import { expectBusyKeepingFocus } from '../../busy-button'

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

async function open(answer: (op: OperationDef) => Promise<unknown>) {
  const router = await stubRouter({})
  const call = vi.fn(answer)
  const w = mount(SignInView, { attachTo: document.body, global: { plugins: [createAppI18n('it'), createPinia(), router], provide: { [CallKey as symbol]: call } } })
  unmount = () => w.unmount()
  return { w, call }
}

const refused = () => new ApiFailure(400, 'invalid_grant', 'Wrong username or password')

describe('the sign-in screen', () => {
  it('keeps the focus on Sign in while it waits and after a wrong password, and signs in once', async () => {
    let refuse: (err: unknown) => void = () => {}
    const { w, call } = await open(() => new Promise((_, reject) => (refuse = reject)))
    await w.get('input[name=username]').setValue('billing')
    await w.get('input[name=password]').setValue('wrong')
    const button = w.get<HTMLButtonElement>('button[type=submit]')
    button.element.focus()
    await w.get('form').trigger('submit')
    await w.get('form').trigger('submit')
    expectBusyKeepingFocus(button)
    expect(call.mock.calls.filter(([op]) => op === oauthToken)).toHaveLength(1)

    refuse(refused())
    await flushPromises()
    expect(w.get('[data-testid=sign-in-error]').text()).not.toBe('')
    expect(button.attributes('aria-disabled')).toBeUndefined()
    expect(document.activeElement).toBe(button.element)
  })

  it('names an empty password under its field and puts the focus there, without asking the registry', async () => {
    const { w, call } = await open(() => Promise.reject(refused()))
    await w.get('input[name=username]').setValue('billing')
    await w.get('form').trigger('submit')
    expect(call).not.toHaveBeenCalled()
    const password = w.get('input[name=password]')
    expect(document.activeElement).toBe(password.element)
    expect(password.attributes('aria-invalid')).toBe('true')
    expect(password.attributes('aria-describedby')).toBe('sign-in-password-error')
    expect(w.get('#sign-in-password-error').text()).toBe('Campo obbligatorio.')
    expect(w.get('input[name=username]').attributes('aria-invalid')).toBe('false')
    expect(w.find('#sign-in-username-error').exists()).toBe(false)

    // Filled, the field's message goes at once.
    await password.setValue('sandbox')
    expect(w.find('#sign-in-password-error').exists()).toBe(false)
    expect(password.attributes('aria-describedby')).toBeUndefined()
  })

  it('names both fields when both are empty, and focuses the first', async () => {
    const { w, call } = await open(() => Promise.reject(refused()))
    await w.get('input[name=username]').setValue('   ')
    await w.get('form').trigger('submit')
    expect(call).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(w.get('input[name=username]').element)
    expect(w.get('#sign-in-username-error').text()).toBe('Campo obbligatorio.')
    expect(w.get('#sign-in-password-error').text()).toBe('Campo obbligatorio.')
  })
})
