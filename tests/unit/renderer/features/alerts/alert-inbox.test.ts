/** The list of alerts in the window's bar, by keyboard: where the focus goes as it opens, acts and closes. */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import { createMemoryHistory, createRouter } from 'vue-router'
import { CallKey } from '@/api/inject'
import AlertInbox from '@/features/alerts/components/AlertInbox.vue'
import { useAlertsStore } from '@/features/alerts/store'
import { createAppI18n } from '@/i18n'

const Empty = { render: () => null }
const credit = { key: 'credit:1', kind: 'creditLow' as const, params: { status: 'belowThreshold', credit: 120, threshold: 500 }, target: { name: 'credit' } }

/** The bar's list between two other controls of the window, as in the app. */
async function inbox() {
  const router = createRouter({ history: createMemoryHistory(), routes: ['home', 'credit', 'settings'].map((name) => ({ path: `/${name}`, name, component: Empty })) })
  await router.push('/home')
  const pinia = createPinia()
  setActivePinia(pinia)
  const Bar = defineComponent({ setup: () => () => h('div', [h('button', { id: 'before' }, 'Before'), h(AlertInbox), h('button', { id: 'after' }, 'After')]) })
  const w = mount(Bar, {
    attachTo: document.body,
    global: { plugins: [createAppI18n('en'), pinia, router], provide: { [CallKey as symbol]: vi.fn() } },
  })
  const alerts = useAlertsStore()
  alerts.add([credit], Date.parse('2026-11-24T08:00:00Z'))
  await nextTick()
  const toggle = w.get('[data-testid=alerts-toggle]')
  ;(toggle.element as HTMLElement).focus()
  await toggle.trigger('click')
  return { w, alerts, panel: () => w.get('[data-testid=alerts-panel]') }
}

/** The focus moving from the element that has it to `to`, with the events a browser sends. */
async function moveFocus(to: HTMLElement) {
  const from = document.activeElement as HTMLElement
  from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }))
  to.focus()
  await nextTick()
}

afterEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('the list of alerts, by keyboard', () => {
  it('stays open while the focus moves inside it, and closes when the focus leaves it', async () => {
    const { w, panel } = await inbox()
    expect(panel().isVisible()).toBe(true)
    await moveFocus(w.get('[data-testid=alerts-read-all]').element as HTMLElement)
    await moveFocus(w.get('[data-testid=alerts-settings]').element as HTMLElement)
    expect(panel().isVisible()).toBe(true)
    // Tab past its end: it would cover the screen the user went on to.
    await moveFocus(document.getElementById('after')!)
    expect(panel().isVisible()).toBe(false)
    expect(document.activeElement?.id).toBe('after')
  })

  it('closes on Escape wherever the focus is, and gives it back to the bell', async () => {
    const { w, panel } = await inbox()
    ;(document.activeElement as HTMLElement).blur()
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    await nextTick()
    await nextTick()
    expect(panel().isVisible()).toBe(false)
    expect(document.activeElement).toBe(w.get('[data-testid=alerts-toggle]').element)
  })

  it('keeps the focus in the panel, on its heading, when Mark all as read and Clear the list take their button away', async () => {
    const { w, alerts, panel } = await inbox()
    const readAll = w.get('[data-testid=alerts-read-all]')
    ;(readAll.element as HTMLElement).focus()
    await readAll.trigger('click')
    await nextTick()
    expect(alerts.unread).toBe(0)
    expect(w.find('[data-testid=alerts-read-all]').exists()).toBe(false)
    const heading = w.get('[data-testid=alerts-heading]')
    expect(document.activeElement).toBe(heading.element)
    expect(heading.text()).toBe('Alerts')
    expect(heading.attributes('tabindex')).toBe('-1')

    const clear = w.get('[data-testid=alerts-clear]')
    ;(clear.element as HTMLElement).focus()
    await clear.trigger('click')
    await nextTick()
    expect(w.find('[data-testid=alerts-clear]').exists()).toBe(false)
    expect(document.activeElement).toBe(heading.element)
    expect(panel().isVisible()).toBe(true)
  })
})
