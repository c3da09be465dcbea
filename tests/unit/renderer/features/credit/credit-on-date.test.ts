/** The credit on a date is always shown under the date it is for, whatever the date field holds meanwhile. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { creditGet, creditUntilDate } from '@contract/credit'
import type { OperationDef } from '@contract/operation'
import CreditView from '@/features/credit/views/CreditView.vue'
import { CallKey } from '@/api/inject'
import { createAppI18n } from '@/i18n'

const CREDIT = { credit: 1200, threshold: 500, status: 'normalBalance', lastupdate: '2026-11-24T08:00:00+01:00' }
// Each date's credit differs, so that a figure shown under the wrong date is seen.
const CREDIT_ON: Record<string, number> = { '2026-03-10': 310, '2026-04-15': 415 }

function open() {
  const call = vi.fn(async (op: OperationDef, input?: { query?: { date?: string } }) => {
    if (op.id === creditGet.id) return CREDIT
    if (op.id === creditUntilDate.id) return { credit: CREDIT_ON[input!.query!.date!] ?? 900 }
    throw new Error(`unexpected ${op.id}`)
  })
  const w = mount(CreditView, {
    attachTo: document.body,
    global: { plugins: [createAppI18n('it'), createPinia()], provide: { [CallKey as symbol]: call }, stubs: { CreditChart: true } },
  })
  return { w, call }
}

describe('the credit on a date', () => {
  it('keeps the figure under the date it was fetched for while another date is typed, refused or not yet shown', async () => {
    const { w } = open()
    await flushPromises()
    const date = w.get('#credit-date')
    const shown = () => w.get('[data-testid=credit-on-date-value]').text().replace(/\s/g, ' ')
    await date.setValue('10/03/2026')
    await w.get('[data-testid=credit-on-date]').trigger('submit')
    await flushPromises()
    expect(shown()).toBe('Credito al 10/03/2026: 310,00 €')

    // Half typed, then a day that does not exist: the field holds no date, the figure keeps its own.
    for (const typed of ['15/0', '31/02/2026']) {
      await date.setValue(typed)
      await flushPromises()
      expect(shown()).toBe('Credito al 10/03/2026: 310,00 €')
    }
    // A whole date typed, not yet asked for: the figure is still the 10th's, and says so.
    await date.setValue('15/04/2026')
    await flushPromises()
    expect(shown()).toBe('Credito al 10/03/2026: 310,00 €')
    await w.get('[data-testid=credit-on-date]').trigger('submit')
    await flushPromises()
    expect(shown()).toBe('Credito al 15/04/2026: 415,00 €')
    w.unmount()
  })
})
