/** The allow lists' screen: its notice's live region is in the page before the notice comes. */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { CallKey } from '@/api/inject'
import IpAllowListView from '@/features/security/views/IpAllowListView.vue'
import { createAppI18n } from '@/i18n'
import { addComponentStyles } from '../../component-styles'
import { stubRouter } from '../../stub-router'

const address = { id: 4, service: 'das', userId: 1, username: 'admin', ipAddress: '192.0.2.10', created: '2026-01-02T10:00:00+01:00' }
const admin = { id: 1, username: 'admin', name: 'Anna', lastName: 'Bianchi' }

describe('the allow lists’ screen', () => {
  it('keeps its notice’s live region in the page (not hidden) before the notice comes', async () => {
    const removeStyles = addComponentStyles(IpAllowListView, 'renderer/src/features/security/views/IpAllowListView.vue')
    let addresses = [address]
    const call = vi.fn(async (op: OperationDef) => {
      if (op.id === 'security.users.list') return { elements: [admin], page: { size: 100, number: 0, totalElements: 1, totalPages: 1 } }
      if (op.id === 'security.ipAddresses.list') return addresses
      if (op.id === 'security.ipAddresses.delete') return void (addresses = [])
      throw new Error(`unexpected ${op.id}`)
    })
    const pinia = createPinia()
    setActivePinia(pinia)
    const w = mount(IpAllowListView, { attachTo: document.body, global: { plugins: [createAppI18n('it'), pinia, await stubRouter({})], provide: { [CallKey as symbol]: call } } })
    await flushPromises()
    const region = w.get('.ip-screen__notice')
    expect(region.attributes('role')).toBe('status')
    expect(region.text()).toBe('')
    expect(getComputedStyle(region.element).display).not.toBe('none')

    await w.get('[data-testid=ip-delete-4]').trigger('click')
    await w.get('[data-testid=confirm-ok]').trigger('click')
    await flushPromises()
    expect(w.get('.ip-screen__notice').element).toBe(region.element)
    expect(region.text()).toContain('192.0.2.10')
    w.unmount()
    removeStyles()
  })
})
