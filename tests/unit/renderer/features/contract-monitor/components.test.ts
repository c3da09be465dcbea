import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { OperationFindings } from '@contract/contract-findings'
import type { OperationDef } from '@contract/operation'
import { ApiFailure } from '@/api/errors'
import { CallKey } from '@/api/inject'
import ContractSummary from '@/features/contract-monitor/components/ContractSummary.vue'
import RecordFindings from '@/features/contract-monitor/components/RecordFindings.vue'
import { createAppI18n } from '@/i18n'

const payments: OperationFindings = {
  operationId: 'payments.list',
  method: 'GET',
  path: '/v1/payments',
  checked: 5,
  withFindings: 2,
  firstSeen: '2026-11-24T10:00:00+01:00',
  lastSeen: '2026-11-24T11:00:00+01:00',
  kinds: [
    { kind: 'unknown_field', occurrences: 3, fields: ['/elements/*/internalRef', '/registryVersion'], values: [] },
    { kind: 'undocumented_status', occurrences: 1, fields: [], values: ['418'] },
  ],
}

const mountWith = (answer: () => unknown, lang: 'it' | 'en' = 'en') => {
  const call = vi.fn(async (op: OperationDef) => {
    expect(op.id).toBe('requestLog.contractFindings')
    return answer()
  })
  return mount(ContractSummary, { global: { plugins: [createAppI18n(lang)], provide: { [CallKey as symbol]: call } } })
}

describe('the contract summary', () => {
  it('loads the findings and says them per operation, with the fields at fault', async () => {
    const w = mountWith(() => ({ operations: [payments] }))
    await flushPromises()
    const op = w.get('[data-testid="contract-summary-payments.list"]')
    expect(op.text()).toContain('The registry answered 2 fields the spec does not show on GET /v1/payments')
    expect(op.text()).toContain('The registry answered status 418, which the spec does not list, on GET /v1/payments')
    expect(op.findAll('code').map((c) => c.text())).toEqual(['GET /v1/payments', '/elements/*/internalRef', '/registryVersion'])
    expect(op.text()).toContain('2 answers with differences out of 5 checked')
  })

  it('writes its counts grouped and its times on the log’s own clock, to the second, as the log below it', async () => {
    const busy = { ...payments, checked: 12_345, withFindings: 1_234, firstSeen: new Date(2026, 10, 24, 9, 5, 7).toISOString(), lastSeen: new Date(2026, 10, 25, 23, 2, 37).toISOString() }
    const en = mountWith(() => ({ operations: [busy] }))
    const it_ = mountWith(() => ({ operations: [busy] }), 'it')
    await flushPromises()
    expect(en.get('[data-testid="contract-summary-payments.list"]').text()).toContain('1,234 answers with differences out of 12,345 checked · from 11/24/2026 09:05:07 to 11/25/2026 23:02:37')
    expect(it_.get('[data-testid="contract-summary-payments.list"]').text()).toContain('1.234 risposte con differenze su 12.345 controllate · dal 24/11/2026 09:05:07 al 25/11/2026 23:02:37')
  })

  it('says when there is nothing to report, and a failure in words with a retry', async () => {
    const empty = mountWith(() => ({ operations: [] }), 'it')
    await flushPromises()
    expect(empty.get('[data-testid=list-empty]').text()).toContain('Nessuna differenza')
    const failing = mountWith(() => {
      throw new ApiFailure(404, 'not_found', 'The request log is off')
    })
    await flushPromises()
    expect(failing.find('[data-testid=list-error]').exists()).toBe(true)
    expect(failing.find('[data-testid=list-retry]').exists()).toBe(true)
  })
})

describe('a record’s findings', () => {
  const i18n = { global: { plugins: [createAppI18n('en')] } }

  it('lists each finding, and the note in the screen’s language', () => {
    const w = mount(RecordFindings, {
      props: {
        findings: [{ kind: 'missing_field', path: '/elements/0/amount', field: '/elements/*/amount' }],
        note: { code: 'findings_left_out', text: '3 more findings were left out (20 kept)' },
      },
      ...i18n,
    })
    expect(w.findAll('li').map((li) => li.text())).toEqual(['Required field missing: /elements/0/amount'])
    expect(w.get('[data-testid=record-findings-note]').text()).toBe('More differences were found than are listed.')
  })

  it('says a checked answer matches, and shows nothing for a record that was not checked', () => {
    expect(mount(RecordFindings, { props: { findings: [] }, ...i18n }).text()).toContain('The registry’s answer matches the spec.')
    expect(mount(RecordFindings, { props: {}, ...i18n }).find('[data-testid=record-findings]').exists()).toBe(false)
  })
})
