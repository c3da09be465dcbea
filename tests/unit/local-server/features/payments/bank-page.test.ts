import { describe, expect, it } from 'vitest'
import { renderPayPage } from '../../../../../local-server/features/payments/bank-page.js'
import type { CardRow } from '../../../../../local-server/features/payments/cards.js'

const pending = (language: 'it' | 'en'): CardRow => ({
  id: 'tx-1', registrarId: 1, gatewayId: 'GW-1', amount: 2550, language, status: 'pending',
  redirectSuccessUrl: 'https://example.it/ok', redirectFailureUrl: 'https://example.it/ko',
  paymentId: null, description: null, cardBrand: null, cardNumber: null, cardExpire: null, cardName: null, created: 0,
})

describe("the simulated bank's card page", () => {
  // The field takes MM/YY whatever the language; what the page says of it is in its language.
  it.each([
    ['it', 'Scadenza (MM/AA)', 'MM/AA'],
    ['en', 'Expiry (MM/YY)', 'MM/YY'],
  ] as const)('names the expiry format the same way in its label and its placeholder (%s)', (lang, label, placeholder) => {
    const page = renderPayPage(pending(lang))
    expect(page).toContain(`<label for="expire">${label}</label>`)
    expect(page).toMatch(new RegExp(`<input id="expire"[^>]* placeholder="${placeholder}">`))
  })
})
