/**
 * The lists link their rows by path (a link resolves a path only when it changes, a named
 * location on every navigation): each path must open the screen its name says.
 */
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { invoicePath } from '@/features/invoices/routes'
import { paymentPath } from '@/features/payments/routes'
import { featureRoutes } from '@/router'

const router = createRouter({ history: createMemoryHistory(), routes: featureRoutes })

describe('screen paths', () => {
  it('a payment’s path opens that payment’s screen', () => {
    const to = router.resolve(paymentPath(42))
    expect(to.name).toBe('payment')
    expect(to.params).toEqual({ paymentId: '42' })
    expect(to.href).toBe(router.resolve({ name: 'payment', params: { paymentId: 42 } }).href)
  })

  it('an invoice’s path opens that invoice’s screen', () => {
    const to = router.resolve(invoicePath(7))
    expect(to.name).toBe('invoice')
    expect(to.params).toEqual({ invoiceId: '7' })
  })
})
