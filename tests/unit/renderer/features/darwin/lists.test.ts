import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent } from 'vue'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import DarwinTimeline from '@/features/darwin/components/DarwinTimeline.vue'
import { type UseDarwinRequest, useDarwinRequest } from '@/features/darwin/composables/use-darwin-request'
import { createAppI18n } from '@/i18n'

// A request's lists say what their emptiness means, and a list that cannot be read says why,
// with a retry, through the same ListStatus as every other list.
describe('a darwin request’s history list', () => {
  it('empty: says that events come as the request moves on', () => {
    const w = mount(DarwinTimeline, { props: { events: [] }, global: { plugins: [createAppI18n('en')] } })
    expect(w.get('[data-testid=list-empty]').text()).toBe('No event. Events appear here as the request moves on.')
  })

  it('unreadable: names the error and retries', async () => {
    const w = mount(DarwinTimeline, { props: { events: [], error: 'Errore del registro. Riprova più tardi.' }, global: { plugins: [createAppI18n('it')] } })
    expect(w.get('[data-testid=list-error]').text()).toContain('Errore del registro')
    expect(w.find('[data-testid=list-empty]').exists()).toBe(false)
    await w.get('[data-testid=list-retry]').trigger('click')
    expect(w.emitted('retry')).toHaveLength(1)
  })
})

/** Request 7's page data, read through `call`; answers it once mounted. */
function mountRequest(call: (op: { id: string }) => Promise<unknown>): () => UseDarwinRequest {
  let data!: UseDarwinRequest
  mount(
    defineComponent({
      setup() {
        data = useDarwinRequest(() => 7)
        return () => null
      },
    }),
    { global: { plugins: [createAppI18n('en')], provide: { [CallKey as symbol]: call } } },
  )
  return () => data
}

/** Request 7's page, its request and events answered by `answers`, its other parts empty. */
function requestPage(answers: { request: () => unknown; events?: () => unknown }): () => UseDarwinRequest {
  return mountRequest(
    vi.fn(async (op: { id: string }) => {
      switch (op.id) {
        case 'darwin.requests.get':
          return answers.request()
        case 'darwin.events.list':
          return answers.events ? answers.events() : { elements: [] }
        case 'darwin.contactUpdates.list':
        case 'darwin.requests.anomalies':
          return []
        case 'darwin.contactUpdates.current':
          throw new ApiFailure(404, 'not_found', '')
        default:
          return { elements: [] }
      }
    }),
  )
}

describe('useDarwinRequest: a list that cannot be read stays on that list', () => {
  it('keeps the request on screen when its events fail, and reloads them on retry', async () => {
    let eventsFail = true
    const data = requestPage({
      request: () => ({ id: 7, status: 'submitted', requiredDocuments: { documents: [] } }),
      events: () => {
        if (eventsFail) throw new ApiFailure(500, 'http_500', '')
        return { elements: [{ type: 'toSubmitted', created: '2026-11-20T10:00:00+01:00', user: 'registry' }] }
      },
    })()
    await data.load()
    expect(data.request.value?.id).toBe(7)
    expect(data.error.value).toBeNull()
    expect(data.listErrors.value).toEqual({ documents: null, events: 'The registry failed. Try again later.' })
    eventsFail = false
    await data.reloadEvents()
    expect(data.listErrors.value.events).toBeNull()
    expect(data.events.value).toHaveLength(1)
  })
})

describe('useDarwinRequest: after a change on the page', () => {
  it('says a failed reread at the top of the page, which stays, and can be tried again', async () => {
    let answer: () => unknown = () => ({ id: 7, status: 'submitted', requiredDocuments: { documents: [] } })
    const data = requestPage({ request: () => answer() })
    await data().load()
    answer = () => Promise.reject(new ApiFailure(503, 'registry_offline', 'offline'))
    await data().refresh(data().reloadRequest)
    expect(data().error.value).not.toBeNull()
    expect(data().gone.value).toBe(false)
    expect(data().request.value?.id).toBe(7)
    answer = () => ({ id: 7, status: 'pending', requiredDocuments: { documents: [] } })
    await data().load()
    expect(data().error.value).toBeNull()
    expect(data().request.value?.status).toBe('pending')
  })

  it('leaves a request that can no longer be read (taken by another darwin user), with nothing to try again', async () => {
    let answer: () => unknown = () => ({ id: 7, status: 'submitted', requiredDocuments: { documents: [] } })
    const data = requestPage({ request: () => answer() })
    await data().load()
    answer = () => Promise.reject(new ApiFailure(404, 'not_found', 'Darwin request 7'))
    await data().refresh(data().reloadRequest)
    expect(data().request.value).toBeNull()
    expect(data().gone.value).toBe(true)
    expect(data().error.value).not.toBeNull()
  })
})
