/**
 * The Requests screen on a server started without the request log (`serve` without
 * `--request-log`): it said "Item not found" with a Try again that could not help, and that live
 * updates were unavailable (answer 404). It now says the log is off and how to turn it on, which
 * differs between the web build's server and the desktop app.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { requestLogGet, requestLogSearch } from '@contract/request-log'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import RequestLogView from '@/features/requests/views/RequestLogView.vue'
import RequestRecordView from '@/features/requests/views/RequestRecordView.vue'
import { createAppI18n } from '@/i18n'
import { PlatformKey } from '@/platform'
import { stubRouter } from '../../stub-router'

/** What the server answers to each of the log's operations when it is off (local-server/request-log/routes.ts). */
const logOff = () => Promise.reject(new ApiFailure(404, 'not_found', 'The request log is off: start the server with --request-log (the desktop app turns it on)'))
const EMPTY_PAGE = { elements: [], page: { size: 50, totalElements: 0, totalPages: 0, page: 0 } }

// The live stream is read with fetch (api/event-stream.ts): counted, never answered.
const streams = vi.fn(() => new Promise<Response>(() => undefined))
beforeEach(() => {
  streams.mockClear()
  vi.stubGlobal('fetch', streams)
})
let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  vi.unstubAllGlobals()
})

type Answers = Partial<Record<string, () => unknown>>
type Shell = 'web' | 'desktop'

async function open(component: typeof RequestLogView | typeof RequestRecordView, answers: Answers, lang: 'it' | 'en' = 'en', shell: Shell = 'web', props = {}) {
  const router = await stubRouter({ 'request-log': '', 'request-record': 'recordId' })
  const call = vi.fn(async (op: OperationDef) => {
    const answer = answers[op.id]
    if (!answer) throw new Error(`unexpected ${op.id}`)
    return answer()
  })
  const w = mount(component, {
    props,
    global: {
      plugins: [createAppI18n(lang), router, createPinia()],
      provide: { [CallKey as symbol]: call, [PlatformKey as symbol]: { kind: shell, saveFile: vi.fn() } },
    },
  })
  unmount = () => w.unmount()
  await flushPromises()
  return { w, call }
}

describe('the request log, off', () => {
  it.each([
    ['en', 'The request log is off.', 'This local server was started without the --request-log option', 'npm run serve -- --request-log'],
    ['it', 'Il registro delle richieste è spento.', 'Questo server locale è stato avviato senza l’opzione --request-log', 'npm run serve -- --request-log'],
  ] as const)('says so in %s, and how to turn it on in the web build', async (lang, title, how, command) => {
    const { w } = await open(RequestLogView, { [requestLogSearch.id]: logOff }, lang)
    const off = w.get('[data-testid=request-log-off]')
    expect(off.text()).toContain(title)
    expect(off.text()).toContain(how)
    expect(w.get('[data-testid=request-log-off-how]').findAll('code').map((c) => c.text())).toEqual(['--request-log', command])
    // Nothing that needs the log: no "not found", no Try again, no live state, filters or export.
    expect(w.find('[data-testid=list-error]').exists()).toBe(false)
    expect(w.find('[data-testid=list-retry]').exists()).toBe(false)
    expect(w.find('[data-testid=live-state]').exists()).toBe(false)
    expect(w.find('[data-testid=export-har]').exists()).toBe(false)
    expect(w.find('[data-testid=filters]').exists()).toBe(false)
    expect(w.text()).not.toMatch(/not found|non trovato|404/i)
    // The heading stays, and the notice is in a live region that was there before it.
    expect(w.get('h1').text()).toBe(lang === 'en' ? 'Request log' : 'Registro delle richieste')
    expect(off.element.parentElement?.getAttribute('aria-live')).toBe('polite')
  })

  it('opens no live stream, which the server would refuse as it refused the search', async () => {
    await open(RequestLogView, { [requestLogSearch.id]: logOff })
    expect(streams).not.toHaveBeenCalled()
  })

  it.each([
    ['en', 'The desktop app turns it on each time it starts its local server: quit the app and open it again.'],
    ['it', 'L’app desktop lo accende a ogni avvio del server locale: chiudere l’app e riaprirla.'],
  ] as const)('in the desktop app, which has no flag to give, says in %s to start the app again', async (lang, how) => {
    const { w } = await open(RequestLogView, { [requestLogSearch.id]: logOff }, lang, 'desktop')
    expect(w.get('[data-testid=request-log-off-how]').text()).toBe(how)
    expect(w.get('[data-testid=request-log-off]').text()).not.toContain('--request-log')
  })
})

describe('the request log, on', () => {
  it('shows the list and follows it live, without the notice', async () => {
    const { w } = await open(RequestLogView, { [requestLogSearch.id]: () => EMPTY_PAGE })
    expect(w.find('[data-testid=request-log-off]').exists()).toBe(false)
    expect(w.get('[data-testid=list-empty]').text()).toBe('No request logged yet.')
    expect(w.get('[data-testid=live-state]').attributes('data-state')).toBe('connecting')
    expect(w.find('[data-testid=export-har]').exists()).toBe(true)
    expect(streams).toHaveBeenCalledTimes(1)
  })

  it('says any other failure as before, with its Try again', async () => {
    const { w } = await open(RequestLogView, { [requestLogSearch.id]: () => Promise.reject(new ApiFailure(500, 'internal', 'boom')) })
    expect(w.find('[data-testid=request-log-off]').exists()).toBe(false)
    expect(w.find('[data-testid=list-retry]').exists()).toBe(true)
  })
})

describe('a logged request’s screen', () => {
  it('says the log is off when it is, rather than that the request is not in the log', async () => {
    const { w } = await open(RequestRecordView, { [requestLogGet.id]: logOff, [requestLogSearch.id]: logOff }, 'en', 'web', { recordId: 12 })
    expect(w.get('[data-testid=request-log-off]').text()).toContain('The request log is off.')
    expect(w.find('[data-testid=record-missing]').exists()).toBe(false)
  })

  it('says the request is not in the log when the log is on', async () => {
    const gone = () => Promise.reject(new ApiFailure(404, 'not_found', 'No request 12 in the log'))
    const { w } = await open(RequestRecordView, { [requestLogGet.id]: gone, [requestLogSearch.id]: () => EMPTY_PAGE }, 'en', 'web', { recordId: 12 })
    expect(w.get('[data-testid=record-missing]').text()).toContain('This request is not in the log')
    expect(w.find('[data-testid=request-log-off]').exists()).toBe(false)
  })
})
