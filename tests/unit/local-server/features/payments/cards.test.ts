import { describe, expect, it } from 'vitest'
import { cardBrand, checkCard, demoCard } from '../../../../../local-server/features/payments/cards.js'

describe('card checks of the simulated gateway', () => {
  it('names the brand from the number', () => {
    expect(cardBrand('4111111111111111')).toBe('VISA')
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD')
    expect(cardBrand('2223000048400011')).toBe('MASTERCARD')
    expect(cardBrand('378282246310005')).toBe('AMEX')
    expect(cardBrand('9999999999999995')).toBe('CARD')
  })

  it('accepts a valid card, spaces in the number, an expiry this month', () => {
    expect(checkCard({ name: ' Mario ', number: '4111 1111 1111 1111', expire: '11/26' }, '2026-11-22')).toEqual({
      name: 'Mario', digits: '4111111111111111', expire: '11/26',
    })
  })

  it.each([
    [{ name: '', number: '4111111111111111', expire: '11/26' }, 'card.name'],
    [{ name: 'A', number: '4111111111111112', expire: '11/26' }, 'card.number'],
    [{ name: 'A', number: '41111', expire: '11/26' }, 'card.number'],
    [{ name: 'A', number: '4111111111111111', expire: '1/26' }, 'card.expire'],
    [{ name: 'A', number: '4111111111111111', expire: '10/26' }, 'card.expire'],
  ])('refuses %j naming %s', (card, field) => {
    expect(() => checkCard(card, '2026-11-22')).toThrow(expect.objectContaining({ status: 400, field }))
  })

  it('gives a demo card that is valid on any date, across the turn of a century too', () => {
    for (const today of ['2026-11-22', '2030-12-31', '2096-06-01']) expect(() => checkCard(demoCard(today), today)).not.toThrow()
    expect(demoCard('2026-11-22').expire).toBe('12/30')
    expect(demoCard('2096-06-01').expire).toBe('12/00')
    expect(() => checkCard({ ...demoCard('2096-06-01'), expire: '05/96' }, '2096-06-01')).toThrow(expect.objectContaining({ code: 'card_expired' }))
  })
})
