/**
 * "Try it" with the session: the screen hands the token (live mode: the gateway's session of its
 * tab) to the framed reference by postMessage, to this origin only, when the frame has loaded and
 * whenever the session changes; the reference adds it to the requests it sends, unless the user
 * typed credentials of their own.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { API_REFERENCE_PATH } from '@contract/api-reference'
import { keepGatewaySession } from '@/api/gateway-session'
import { CallKey } from '@/api/inject'
import { sessionFrom, withSession } from '@/features/api-reference/docs-page/session-token'
import { isSessionMessage, sessionMessage } from '@/features/api-reference/session-message'
import ApiReferenceView from '@/features/api-reference/views/ApiReferenceView.vue'
import { useSessionStore } from '@/features/auth/store'
import { createAppI18n } from '@/i18n'

afterEach(() => sessionStorage.clear())

describe('the session on a "try it" request', () => {
  it('is added as a bearer token when there is a token', () => {
    expect(withSession({ url: '/v1/credit', headers: { Accept: 'application/json' } }, sessionMessage('abc')).headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer abc',
    })
  })

  it('is added as X-Gateway-Session in live mode', () => {
    expect(withSession({ headers: {} }, sessionMessage(null, 'gw')).headers).toEqual({ 'X-Gateway-Session': 'gw' })
  })

  it('is not added without a session (signed out, or the page opened alone)', () => {
    expect(withSession({ headers: {} }, sessionMessage(null)).headers).toEqual({})
    expect(withSession({ headers: {} }, undefined).headers).toEqual({})
  })

  it('never replaces an Authorization or an API key the user typed, whatever its case', () => {
    expect(withSession({ headers: { authorization: 'Bearer typed' } }, sessionMessage('abc')).headers).toEqual({ authorization: 'Bearer typed' })
    expect(withSession({ headers: { 'x-api-key': 'typed' } }, sessionMessage(null, 'gw')).headers).toEqual({ 'x-api-key': 'typed' })
  })
})

describe('the reference page, receiving a session', () => {
  const parent = {}
  const framed = { location: { origin: 'http://127.0.0.1:8841' }, parent }
  const from = (origin: string, source: unknown, data: unknown = sessionMessage('abc')) => ({ origin, source, data })

  it('takes it from the app’s screen framing it', () => {
    expect(sessionFrom(from('http://127.0.0.1:8841', parent), framed)).toEqual(sessionMessage('abc'))
    expect(sessionFrom(from('http://127.0.0.1:8841', parent, sessionMessage(null, 'gw')), framed)).toEqual(sessionMessage(null, 'gw'))
    expect(sessionFrom(from('http://127.0.0.1:8841', parent, sessionMessage(null)), framed)).toEqual(sessionMessage(null))
  })

  it('ignores another origin, another window, a page not framed and any other message', () => {
    expect(sessionFrom(from('http://127.0.0.1:9999', parent), framed)).toBeUndefined()
    expect(sessionFrom(from('http://127.0.0.1:8841', {}), framed)).toBeUndefined()
    const alone: { location: { origin: string }; parent: unknown } = { location: framed.location, parent: undefined }
    alone.parent = alone
    expect(sessionFrom(from('http://127.0.0.1:8841', alone), alone)).toBeUndefined()
    expect(sessionFrom(from('http://127.0.0.1:8841', parent, { token: 'abc' }), framed)).toBeUndefined()
  })
})

describe('the session message', () => {
  it('carries a token and a gateway session, each a string or null, and nothing else passes for it', () => {
    expect(isSessionMessage(sessionMessage('abc'))).toBe(true)
    expect(isSessionMessage(sessionMessage(null))).toBe(true)
    expect(isSessionMessage(sessionMessage(null, 'gw'))).toBe(true)
    for (const other of [
      null,
      'abc',
      { token: 'abc' },
      { ...sessionMessage('abc'), token: 42 },
      { ...sessionMessage(null), gatewaySession: 42 },
      { kind: sessionMessage(null).kind, token: null },
      { kind: 'other', token: 'abc', gatewaySession: null },
    ]) {
      expect(isSessionMessage(other), JSON.stringify(other)).toBe(false)
    }
  })
})

describe('the API reference screen', () => {
  async function setup() {
    const pinia = createPinia()
    setActivePinia(pinia)
    const w = mount(ApiReferenceView, { global: { plugins: [createAppI18n('en'), pinia], provide: { [CallKey as symbol]: vi.fn() } } })
    const frame = w.find('iframe')
    const postMessage = vi.fn()
    Object.defineProperty(frame.element, 'contentWindow', { value: { postMessage } })
    return { w, frame, postMessage, session: useSessionStore() }
  }

  it('frames the reference of this origin, with a title', async () => {
    const { frame } = await setup()
    expect(frame.attributes('src')).toBe(API_REFERENCE_PATH)
    expect(frame.attributes('title')).toBe('Interactive API reference')
  })

  it('sends the session’s token to the frame once it has loaded, and again when the session changes, to this origin only', async () => {
    const { frame, postMessage, session } = await setup()
    session.token = 'first'
    await flushPromises()
    await frame.trigger('load')
    expect(postMessage).toHaveBeenLastCalledWith(sessionMessage('first'), window.location.origin)
    session.token = null
    await flushPromises()
    expect(postMessage).toHaveBeenLastCalledWith(sessionMessage(null), window.location.origin)
    // The address never carries it.
    expect(frame.attributes('src')).not.toContain('first')
  })

  it("sends live mode's gateway session of this tab, which no token replaces", async () => {
    keepGatewaySession('gw')
    const { frame, postMessage } = await setup()
    await frame.trigger('load')
    expect(postMessage).toHaveBeenLastCalledWith(sessionMessage(null, 'gw'), window.location.origin)
    expect(frame.attributes('src')).not.toContain('gw')
  })
})
