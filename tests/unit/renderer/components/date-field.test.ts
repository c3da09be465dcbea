import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import DateField from '@/components/DateField.vue'
import { dateTyping } from '@/composables/formats'
import { createAppI18n, type Locale } from '@/i18n'

function field(locale: Locale, modelValue: string, bounds: { min?: string; max?: string } = {}) {
  return mount(DateField, {
    props: { id: 'when', name: 'when', modelValue, 'onUpdate:modelValue': () => undefined, ...bounds },
    global: { plugins: [createAppI18n(locale)] },
    attachTo: document.body,
  })
}

/** Types as a user does: the text, then Enter. */
async function type(w: ReturnType<typeof field>, text: string) {
  const input = w.find('input#when')
  await input.trigger('focus')
  await input.setValue(text)
  await input.trigger('keydown', { key: 'Enter' })
  await nextTick()
}

describe('DateField: dates typed and shown in the app’s language', () => {
  it('shows an ISO date day first in Italian and month first in English', async () => {
    const it = field('it', '2026-11-24')
    await nextTick()
    expect((it.find('input#when').element as HTMLInputElement).value).toBe('24/11/2026')
    expect(it.find('input#when').attributes('placeholder')).toBe('gg/mm/aaaa')
    const en = field('en', '2026-11-24')
    await nextTick()
    expect((en.find('input#when').element as HTMLInputElement).value).toBe('11/24/2026')
    it.unmount()
    en.unmount()
  })

  it('reads a date typed day first in Italian, slashes or not, and gives the ISO date', async () => {
    const w = field('it', '')
    await type(w, '10/01/2026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-01-10'])
    await type(w, '24112026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-11-24'])
    w.unmount()
  })

  it('reads the same digits month first in English', async () => {
    const w = field('en', '')
    await type(w, '10/01/2026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-10-01'])
    w.unmount()
  })

  it('ties the input to its error for assistive technology', () => {
    const w = mount(DateField, {
      props: { id: 'when', modelValue: '', invalid: true, describedBy: 'when-error' },
      global: { plugins: [createAppI18n('it')] },
    })
    const input = w.find('input#when')
    expect(input.attributes('aria-invalid')).toBe('true')
    expect(input.attributes('aria-describedby')).toBe('when-error')
    expect(w.find('button').attributes('aria-label')).toBe('Apri il calendario')
  })
})

// The bounds are calendar dates, the same day in every zone. The picker once made them midnight
// UTC, a day early west of UTC: the machine's zone is set here, not left to the run's, so that the
// test fails in any run, not only in the clock matrix's Los Angeles ones. Node reads TZ again when
// it changes; Auckland is the other side of the date line.
describe.each(['America/New_York', 'Europe/Rome', 'Pacific/Auckland'])('DateField: min and max are whole days in %s', (zone) => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('accepts the max date typed and refuses the day after', async () => {
    vi.stubEnv('TZ', zone)
    const w = field('en', '', { max: '2026-11-24' })
    await type(w, '11/25/2026')
    expect(w.emitted('update:modelValue')).toBeUndefined()
    await type(w, '11/24/2026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-11-24'])
    w.unmount()
  })

  it('accepts the min date typed and refuses the day before', async () => {
    vi.stubEnv('TZ', zone)
    const w = field('en', '', { min: '2000-01-01' })
    await type(w, '12/31/1999')
    expect(w.emitted('update:modelValue')).toBeUndefined()
    await type(w, '01/01/2000')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2000-01-01'])
    w.unmount()
  })

  it('offers the max date in the calendar and not the day after', async () => {
    vi.stubEnv('TZ', zone)
    const w = field('en', '2026-11-10', { max: '2026-11-24' })
    await w.find('[data-testid="date-field-when-calendar"]').trigger('click')
    await vi.waitFor(() => expect(w.find('#dp-2026-11-24').exists()).toBe(true))
    expect(w.get('#dp-2026-11-24').attributes('aria-disabled')).not.toBe('true')
    expect(w.get('#dp-2026-11-25').attributes('aria-disabled')).toBe('true')
    w.unmount()
  })
})

describe('dateTyping', () => {
  it('types dates in the order they are shown', () => {
    expect(dateTyping('it')).toEqual({ pattern: 'dd/MM/yyyy', mask: 'DD/MM/YYYY', placeholder: 'gg/mm/aaaa' })
    expect(dateTyping('en').pattern).toBe('MM/dd/yyyy')
  })
})
