/** The fault rules' table: its numbers grouped as every number of the app, in both languages. */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { FaultRule } from '@contract/faults'
import FaultRulesTable from '@/features/faults/components/FaultRulesTable.vue'
import { faultsLocales } from '@/features/faults/locales'
import { createAppI18n, type Locale } from '@/i18n'

const rules: FaultRule[] = [
  { id: 1, match: { path: '/v1/payments' }, action: { kind: 'delay', ms: 1500, maxMs: 120_000 }, probability: 1, count: 250_000, applied: 12_345, active: true },
  { id: 2, match: { method: 'get', path: '/v1/invoices' }, action: { kind: 'timeout', ms: 300_000 }, probability: 0.5, applied: 4_321, active: true },
]
const tableIn = (locale: Locale) => mount(FaultRulesTable, { props: { rules }, global: { plugins: [createAppI18n(locale, [faultsLocales])] } })
const cells = (w: ReturnType<typeof tableIn>, row: number) => w.findAll('tbody tr')[row]!.findAll('td').map((c) => c.text())

describe('the fault rules’ table', () => {
  it('groups milliseconds and counts in Italian from four digits', () => {
    const w = tableIn('it')
    expect(cells(w, 0).join(' | ')).toContain('1.500')
    expect(cells(w, 0).join(' | ')).toContain('120.000')
    expect(cells(w, 0)).toContain('12.345 di 250.000')
    expect(cells(w, 1).join(' | ')).toContain('300.000')
    expect(cells(w, 1)).toContain('4.321')
  })

  it('and in English', () => {
    const w = tableIn('en')
    expect(cells(w, 0)).toContain('12,345 of 250,000')
    expect(cells(w, 1)).toContain('4,321')
  })
})
