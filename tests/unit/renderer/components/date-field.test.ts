import { flushPromises, mount } from '@vue/test-utils'
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

  // Statistics lost its From date on screen this way: the date typed and entered, another field
  // used, then the focus back on the date (the form focuses a date at fault) showed it empty.
  it('keeps showing a date typed and entered when the focus leaves and comes back', async () => {
    const w = field('en', '')
    // The form's v-model: what the field gives comes back to it.
    await w.setProps({ 'onUpdate:modelValue': (value: string) => w.setProps({ modelValue: value }) })
    await type(w, '06/01/2026')
    const input = w.find('input#when')
    await input.trigger('blur')
    await input.trigger('focus')
    await nextTick()
    expect((input.element as HTMLInputElement).value).toBe('06/01/2026')
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-06-01'])
    w.unmount()
  })

  it('takes a date typed and left without Enter', async () => {
    const w = field('it', '')
    const input = w.find('input#when')
    await input.trigger('focus')
    await input.setValue('24112026')
    await input.trigger('blur')
    await nextTick()
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-11-24'])
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

describe('DateField: the calendar by keyboard', () => {
  /** Opens the calendar of a field holding `value` with its button, as a keyboard user does (Enter). */
  async function opened(locale: Locale, value = '2026-11-10') {
    const w = field(locale, value)
    const toggle = w.get('[data-testid="date-field-when-calendar"]')
    ;(toggle.element as HTMLElement).focus()
    await toggle.trigger('click')
    await vi.waitFor(() => expect(w.find('#dp-2026-11-10').exists()).toBe(true))
    return { w, toggle: toggle.element as HTMLElement }
  }
  /**
   * A key pressed and released as a browser does: keydown on `el`; then, once what it started is
   * done, Enter's keypress (or Space's release) activates the button that has the focus by then;
   * the release goes to the focused element.
   */
  async function key(el: Element, k: string) {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, code: k, bubbles: true, cancelable: true }))
    await flushPromises()
    const focused = document.activeElement
    if ((k === 'Enter' || k === ' ') && focused instanceof HTMLButtonElement) focused.click()
    ;(document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keyup', { key: k, code: k, bubbles: true, cancelable: true }))
    await flushPromises()
  }
  const menuOpen = (w: ReturnType<typeof field>) => w.find('.dp--menu').exists()

  it('moves between the days with the arrows, staying in the month shown', async () => {
    const { w } = await opened('en')
    const day = w.get('#dp-2026-11-10').element as HTMLElement
    day.focus()
    await key(day, 'ArrowRight')
    await nextTick()
    await nextTick()
    // The picker's own handling showed the next month, and the focused day went with the old one.
    expect(w.find('#dp-2026-11-10').exists()).toBe(true)
    expect(document.activeElement).not.toBe(document.body)
    expect(w.get('.dp--menu').element.contains(document.activeElement)).toBe(true)
    w.unmount()
  })

  it.each([
    ['Enter', 'Enter'],
    ['Space', ' '],
  ])('gives the focus back to its button when a day is chosen with %s, without the key opening the calendar again', async (_name, k) => {
    const { w, toggle } = await opened('en')
    const day = w.get('#dp-2026-11-12').element as HTMLElement
    day.focus()
    await key(day, k)
    await vi.waitFor(() => expect(w.emitted('update:modelValue')?.at(-1)).toEqual(['2026-11-12']))
    await vi.waitFor(() => expect(document.activeElement).toBe(toggle))
    expect(menuOpen(w)).toBe(false)
    w.unmount()
  })

  it('gives the focus back to its button when Escape closes it', async () => {
    const { w, toggle } = await opened('en')
    const day = w.get('#dp-2026-11-10').element as HTMLElement
    day.focus()
    await key(day, 'Escape')
    await vi.waitFor(() => expect(menuOpen(w)).toBe(false))
    expect(document.activeElement).toBe(toggle)
    expect(w.emitted('update:modelValue')).toBeUndefined()
    w.unmount()
  })

  it('names the month, the year, the days and clearing in the app’s language', async () => {
    const { w } = await opened('it')
    const label = (selector: string) => w.get(selector).attributes('aria-label')
    // The picker puts the value shown before the label: `nov-Scegli il mese`.
    expect(label('[data-dp-element=overlay-month]')).toBe('nov-Scegli il mese')
    expect(label('[data-dp-element=overlay-year]')).toBe('2026-Scegli l’anno')
    expect(label('#dp-2026-11-10')).toBe('10 novembre 2026')
    w.unmount()
    const en = field('en', '2026-11-10')
    await nextTick()
    expect(en.get('[data-testid="date-field-when-clear"]').attributes('aria-label')).toBe('Clear the date')
    en.unmount()
  })

  it('gives the focus back to its input when the date is cleared, whose button goes', async () => {
    const w = field('en', '2026-11-10')
    await nextTick()
    const clear = w.get('[data-testid="date-field-when-clear"]')
    ;(w.get('input#when').element as HTMLElement).focus()
    ;(clear.element as HTMLElement).focus()
    await clear.trigger('click')
    await nextTick()
    expect(w.emitted('update:modelValue')?.at(-1)).toEqual([''])
    expect(document.activeElement).toBe(w.get('input#when').element)
    w.unmount()
  })
})

describe('dateTyping', () => {
  it('types dates in the order they are shown', () => {
    expect(dateTyping('it')).toEqual({ pattern: 'dd/MM/yyyy', placeholder: 'gg/mm/aaaa' })
    expect(dateTyping('en').pattern).toBe('MM/dd/yyyy')
  })
})
