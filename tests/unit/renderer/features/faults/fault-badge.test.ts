import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import FaultBadge from '@/features/faults/components/FaultBadge.vue'
import { faultsLocales } from '@/features/faults/locales'
import { createAppI18n } from '@/i18n'

async function badge(active: number, canOpen: boolean) {
  // Only the route the badge leads to: the screens themselves are not loaded.
  const screen = { render: () => null }
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/', component: screen }, { path: '/faults', name: 'faults', component: screen }] })
  await router.push('/')
  return mount(FaultBadge, { props: { active, canOpen }, global: { plugins: [router, createAppI18n('en', [faultsLocales])] } })
}

describe('the fault badge', () => {
  it('is absent while no rule is active', async () => {
    expect((await badge(0, true)).find('[data-testid=fault-badge]').exists()).toBe(false)
  })

  it('counts the active rules and leads an administrator to the fault screen', async () => {
    const b = (await badge(2, true)).get('[data-testid=fault-badge]')
    expect(b.text()).toContain('2 active fault rules')
    expect(b.element.tagName).toBe('A')
    expect(b.attributes('href')).toContain('/faults')
  })

  it('tells the others too, without a link they could not follow', async () => {
    const b = (await badge(1, false)).get('[data-testid=fault-badge]')
    expect(b.text()).toContain('1 active fault rule')
    expect(b.element.tagName).toBe('SPAN')
  })
})
