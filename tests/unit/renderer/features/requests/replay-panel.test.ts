/** The replay panel refuses, saying why, a logged path that would send the session to another origin. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RequestRecordView } from '@contract/request-log'
import { CallKey, HttpKey } from '@/api/inject'
import RequestReplayPanel from '@/features/requests/components/RequestReplayPanel.vue'
import { requestLogLocales } from '@/features/requests/locales'
import { createAppI18n } from '@/i18n'

let unmount: (() => void) | undefined
afterEach(() => unmount?.())

function open(path: string, lang: 'it' | 'en') {
  const http = { request: vi.fn(async () => ({ status: 200, data: {}, header: () => undefined })), onAnswer: vi.fn() }
  const record = { method: 'GET', path, query: '', caller: { kind: 'anonymous' }, requestBody: { size: 0, truncated: false } } as unknown as RequestRecordView
  const w = mount(RequestReplayPanel, {
    props: { record },
    global: { plugins: [createAppI18n(lang, [requestLogLocales]), createPinia()], provide: { [HttpKey as symbol]: http, [CallKey as symbol]: vi.fn() } },
  })
  unmount = () => w.unmount()
  return { w, http }
}

describe('the replay panel', () => {
  it.each([
    ['en', /leads to http:\/\/evil\.example, not to this local server/],
    ['it', /porta a http:\/\/evil\.example, non a questo server locale/],
  ] as const)('says in %s that a path leading to another origin cannot be replayed, and offers no Replay', async (lang, text) => {
    const { w, http } = open('//evil.example/x', lang)
    await flushPromises()
    expect(w.get('[data-testid=replay-elsewhere]').text()).toMatch(text)
    expect(w.get<HTMLButtonElement>('[data-testid=replay]').element.disabled).toBe(true)
    expect(http.request).not.toHaveBeenCalled()
  })

  it('offers Replay for a path of this origin', async () => {
    const { w } = open('/v1/payments', 'en')
    await flushPromises()
    expect(w.find('[data-testid=replay-elsewhere]').exists()).toBe(false)
    expect(w.get<HTMLButtonElement>('[data-testid=replay]').element.disabled).toBe(false)
  })
})
