import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import type { ProcessFacts } from '@validation/darwin-workflow'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import DarwinProcess from '@/features/darwin/components/DarwinProcess.vue'
import { createAppI18n } from '@/i18n'

let answer: () => unknown
const call = vi.fn(async (_op: OperationDef) => answer())

const facts = (over: Partial<ProcessFacts> = {}): ProcessFacts => ({
  requiredDocuments: ['IC', 'FC'],
  uploadedTypes: ['IC', 'FC'],
  contacts: [{ handle: 'DEMO-MR001', action: 'todo', hasAnomalies: true }],
  hasOpenUpdate: true,
  ...over,
})

function mountPanel(props: { status?: string; facts?: ProcessFacts } = {}, locale: 'it' | 'en' = 'en') {
  return mount(DarwinProcess, {
    props: { requestId: 4, status: props.status ?? 'submitted', facts: props.facts ?? facts() },
    global: { plugins: [createPinia(), createAppI18n(locale)], provide: { [CallKey as symbol]: call } },
  })
}

beforeEach(() => {
  call.mockClear()
  answer = () => ({ id: 4, registrarId: 1, status: 'processing', statusDate: '2026-11-20T10:00:00+01:00', created: '2026-11-20T10:00:00+01:00' })
})

describe('the hand-over panel', () => {
  it('is ready only when the registry’s own rule finds nothing missing', async () => {
    const w = mountPanel()
    expect(w.find('[data-testid=process-ready]').exists()).toBe(true)
    expect(w.find('[data-testid=process-button]').attributes('disabled')).toBeUndefined()
  })

  it('names what the registry would refuse, documents and updates, and keeps the button off', () => {
    const w = mountPanel({ facts: facts({ uploadedTypes: ['PASS'], hasOpenUpdate: false }) }, 'it')
    expect(w.find('[data-testid=process-ready]').exists()).toBe(false)
    const items = w.findAll('[data-testid=process-missing]').map((i) => i.text())
    expect(items).toEqual([
      'Documenti richiesti non caricati: Codice fiscale.',
      expect.stringContaining('DEMO-MR001'),
    ])
    expect(w.find('[data-testid=process-button]').attributes('disabled')).toBeDefined()
  })

  it('asks nothing of contacts on hold or to delete', () => {
    const w = mountPanel({ facts: facts({ uploadedTypes: [], contacts: [{ handle: 'X', action: 'hold', hasAnomalies: true }] }) })
    expect(w.find('[data-testid=process-ready]').exists()).toBe(true)
  })

  it('shows only the registry’s refusal when it still refuses, never beside “ready”', async () => {
    answer = () => {
      throw new ApiFailure(400, 'required_documents_missing', 'Required documents not uploaded: CHAMBER', 'requiredDocuments')
    }
    const w = mountPanel()
    await w.find('[data-testid=process-button]').trigger('click')
    await flushPromises()
    expect(w.find('[data-testid=process-problems]').text()).toContain('Required documents not uploaded: Chamber of commerce')
    expect(w.find('[data-testid=process-ready]').exists()).toBe(false)
    expect(w.find('[data-testid=process-not-ready]').exists()).toBe(false)
    // New data makes the refusal out of date: the panel judges again.
    await w.setProps({ facts: facts({ uploadedTypes: ['IC', 'FC', 'CHAMBER'] }) })
    expect(w.find('[data-testid=process-problems]').exists()).toBe(false)
    expect(w.find('[data-testid=process-ready]').exists()).toBe(true)
  })

  it('says the request is out of the registrar’s hands outside the working statuses', () => {
    const w = mountPanel({ status: 'processing' })
    expect(w.find('[data-testid=process-closed]').exists()).toBe(true)
    expect(w.find('[data-testid=process-button]').exists()).toBe(false)
  })
})
