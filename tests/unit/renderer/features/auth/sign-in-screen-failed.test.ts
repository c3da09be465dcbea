/**
 * Right credentials, but the first screen's code did not arrive (the web build replaced while the
 * sign-in screen was open, or the connection dropped): the sign-in screen used to say its generic
 * "sign-in failed". It now says the user is signed in and the screen could not be opened, with a
 * reload that opens it; a refusal of the credentials is still said on the form.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import type { OperationDef } from '@contract/operation'
import { oauthToken } from '@contract/oauth'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import { signInThenOpen } from '@/features/auth/sign-in-then-open'
import SignInView from '@/features/auth/views/SignInView.vue'
import { createAppI18n } from '@/i18n'

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: ./assets/CreditView-old.js'))

describe('signing in, then opening the screen asked for', () => {
  it('tells a refusal of the credentials from a screen that could not be opened', async () => {
    const refusal = new ApiFailure(400, 'invalid_grant', 'Wrong username or password')
    const open = vi.fn(async () => undefined)
    expect(await signInThenOpen(() => Promise.reject(refusal), open)).toEqual({ kind: 'refused', error: refusal })
    expect(open).not.toHaveBeenCalled()
    const lost = new TypeError('Failed to fetch dynamically imported module')
    expect(await signInThenOpen(async () => undefined, () => Promise.reject(lost))).toEqual({ kind: 'screenFailed', error: lost })
    expect(await signInThenOpen(async () => undefined, open)).toEqual({ kind: 'opened' })
  })
})

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  sessionStorage.clear()
})

const user = { username: 'admin', name: 'Anna', lastName: 'Rossi', email: 'a@example.it', groups: ['admin'], registrarCode: 'DEMO-REG' }
const rightCredentials = async (op: OperationDef) => (op === oauthToken ? { access_token: 't', token_type: 'Bearer', expires_in: 3600 } : user)

describe('the sign-in screen when the first screen cannot be opened', () => {
  async function signInTo(answer: (op: OperationDef) => Promise<unknown>) {
    const Screen = defineComponent({ render: () => null })
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [
        { path: '/sign-in', name: 'sign-in', component: Screen, meta: { public: true } },
        { path: '/credit', name: 'credit', component: missingChunk },
      ],
    })
    await router.push('/sign-in?redirect=/credit')
    const w = mount(SignInView, { attachTo: document.body, global: { plugins: [createAppI18n('en'), createPinia(), router], provide: { [CallKey as symbol]: vi.fn(answer) } } })
    unmount = () => w.unmount()
    await w.get('input[name=username]').setValue('admin')
    await w.get('input[name=password]').setValue('sandbox')
    await w.get('form').trigger('submit')
    await flushPromises()
    return w
  }

  it('does not call it a failed sign-in (the app says what happened in its place)', async () => {
    const w = await signInTo(rightCredentials)
    expect(w.find('[data-testid=sign-in-error]').exists()).toBe(false)
    expect(w.get('button[type=submit]').attributes('aria-disabled')).toBeUndefined()
  })

  it('still says a refusal of the credentials on the form', async () => {
    const w = await signInTo(() => Promise.reject(new ApiFailure(400, 'invalid_grant', 'Wrong username or password')))
    expect(w.get('[data-testid=sign-in-error]').text()).not.toBe('')
  })
})
