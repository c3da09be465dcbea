import { describe, expect, it } from 'vitest'
import { REDACTED, REDACTED_CARD, redactCardNumbers, redactHeaders, redactQuery, redactUrl, redactValue } from '../../../../local-server/request-log/redact.js'

describe('redactCardNumbers', () => {
  it('replaces numbers that pass the Luhn check, however they are grouped', () => {
    for (const card of ['4111111111111111', '4111 1111 1111 1111', '4111-1111-1111-1111', '378282246310005', '6011000990139424']) {
      expect(redactCardNumbers(`paid with ${card}.`)).toBe(`paid with ${REDACTED_CARD}.`)
    }
  })

  it('leaves ids, amounts, dates and numbers that fail the Luhn check', () => {
    for (const text of ['4111111111111112', 'invoice 2026000123', 'amount 1234567.89', '2026-11-24T10:00:00Z', '12345678901']) {
      expect(redactCardNumbers(text)).toBe(text)
    }
  })
})

describe('redactValue', () => {
  it('replaces secret fields at any depth, whatever their spelling, and card numbers in any string or number', () => {
    expect(
      redactValue({
        username: 'admin',
        Password: 'x',
        nested: [{ client_secret: 's', clientSecret: 's', 'Refresh-Token': 'r', note: 'card 5555555555554444' }],
        pan: 4012888888881881,
        count: 4012888888881881,
        amount: 12.5,
        empty: { password: '' },
      }),
    ).toEqual({
      username: 'admin',
      Password: REDACTED,
      nested: [{ client_secret: REDACTED, clientSecret: REDACTED, 'Refresh-Token': REDACTED, note: `card ${REDACTED_CARD}` }],
      pan: REDACTED,
      count: REDACTED_CARD,
      amount: 12.5,
      empty: { password: '' },
    })
  })
})

describe('headers and queries', () => {
  it('keep credential headers by name only', () => {
    expect(redactHeaders({ Authorization: 'Bearer abc', 'x-api-key': 'k', cookie: 'a=b', 'set-cookie': ['a=b', 'c=d'], accept: 'application/json', 'content-length': 42 })).toEqual({
      authorization: REDACTED,
      'x-api-key': REDACTED,
      cookie: REDACTED,
      'set-cookie': REDACTED,
      accept: 'application/json',
      'content-length': '42',
    })
  })

  it('replace the values of secret parameters, however encoded, and card numbers', () => {
    expect(redactQuery('key=abc&status=approved&access%5Ftoken=t&api-key=z&q=4111111111111111&flag')).toBe(
      `key=${REDACTED}&status=approved&access%5Ftoken=${REDACTED}&api-key=${REDACTED}&q=${REDACTED_CARD}&flag`,
    )
    expect(redactUrl('/gateway/session?key=abc123&x=1')).toBe(`/gateway/session?key=${REDACTED}&x=1`)
    expect(redactUrl('/v1/payments')).toBe('/v1/payments')
  })
})
