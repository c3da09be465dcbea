import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { vi } from 'vitest'
import type { Component } from 'vue'
import type { Customer } from '@contract/customer'
import type { OperationDef } from '@contract/operation'
import { CallKey } from '@/api/inject'
import { useSessionStore } from '@/features/auth/store'
import { createAppI18n } from '@/i18n'

export const demoCustomer: Customer = {
  id: 1,
  name: 'Demo Registrar S.r.l.',
  customerType: 'private',
  country: 'it',
  vatNumber: '46002600552',
  fiscalCode: '46002600552',
  address: { street: 'Via Roma 97', city: 'Roma', postalCode: '00185', province: 'RM', country: 'it' },
  eInvoicing: { sdiCode: 'M5UXCR1', pec: 'fatture@pec.demo-registrar.it', lastupdate: '2026-07-27T10:00:00+02:00' },
  created: '2021-03-01T10:00:00+01:00',
  lastupdate: '2026-07-27T10:00:00+02:00',
}

/** What the fake registry answers, by operation id; a function gets the call's input. */
export type Answers = Record<string, unknown | ((input: unknown) => unknown)>

/**
 * Mounts a component of the feature in Italian, as a user of the given group, with a fake
 * registry: each operation answers from `answers` (an Error rejects).
 */
export async function mountWith(component: Component, answers: Answers, group = 'admin', lang: 'it' | 'en' = 'it') {
  const call = vi.fn(async (op: OperationDef, input?: unknown) => {
    const a = answers[op.id]
    const value = typeof a === 'function' ? (a as (i: unknown) => unknown)(input) : a
    if (value instanceof Error) throw value
    return value
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  const w = mount(component, { attachTo: document.body, global: { plugins: [createAppI18n(lang), pinia], provide: { [CallKey as symbol]: call }, stubs: { RouterLink: true } } })
  const session = useSessionStore()
  session.user = { id: 1, username: group, firstName: 'Giulia', lastName: 'Ferrari', groups: [group] } as unknown as typeof session.user
  await flushPromises()
  return { w, call }
}
