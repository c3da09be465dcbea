import { describe, expect, it } from 'vitest'
import { keepBody } from '../../../../local-server/request-log/body.js'
import { jsonMayHoldSecrets, REDACTED, REDACTED_CARD } from '../../../../local-server/request-log/redact.js'

const JSON_TYPE = 'application/json; charset=utf-8'

describe('jsonMayHoldSecrets', () => {
  it('sees every secret name, in any case and with _ or - anywhere in it', () => {
    for (const key of ['password', 'Pass_Word', 'to-ken', 'client_secret', 'Client-Secret', 'api_key', 'KEY', 'p_a_n', 'cvv2', 'security-code', 'refreshToken']) {
      expect(jsonMayHoldSecrets(`{"items":[{"id":1,"${key}":"x"}]}`), key).toBe(true)
    }
  })

  it('sees card numbers, as strings or numbers, and escapes that could spell a name or a number', () => {
    expect(jsonMayHoldSecrets('{"note":"card 4111 1111 1111 1111"}')).toBe(true)
    expect(jsonMayHoldSecrets('{"n":4012888888881881}')).toBe(true)
    expect(jsonMayHoldSecrets('{"pa\\u0073sword":"x"}')).toBe(true)
  })

  it('passes answers with nothing to redact: ids, amounts, dates, long numbers that fail the Luhn check', () => {
    expect(jsonMayHoldSecrets('{"elements":[{"id":2026000123,"amount":1234567.89,"date":"2026-11-24","n":4111111111111112}],"page":{"size":20}}')).toBe(false)
  })
})

describe('keepBody, for JSON', () => {
  it('keeps an answer with nothing to redact as it came, cut at the cap, without reading it', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ date: `2026-01-${(i % 28) + 1}`, domains: 3_400_000 + i }))
    const bytes = Buffer.from(JSON.stringify({ elements: rows }, null, 1))
    const kept = keepBody({ contentType: JSON_TYPE, bytes }, 1024)
    expect(kept.truncated).toBe(true)
    expect(kept.data!.equals(bytes.subarray(0, 1024))).toBe(true)
    expect(keepBody({ contentType: JSON_TYPE, bytes }, bytes.length).data!.equals(bytes)).toBe(true)
  })

  it('redacts an answer with something to redact before keeping it', () => {
    const kept = keepBody({ contentType: JSON_TYPE, bytes: Buffer.from('{"user":"a","token":"t0k","note":"4111111111111111"}') }, 1024)
    expect(JSON.parse(kept.data!.toString())).toEqual({ user: 'a', token: REDACTED, note: REDACTED_CARD })
  })

  it('redacts a card number that the cap cuts in two', () => {
    const filler = 'x'.repeat(1000)
    const bytes = Buffer.from(JSON.stringify({ filler, note: '4111 1111 1111 1111' }))
    const cap = bytes.indexOf('4111') + 6
    const kept = keepBody({ contentType: JSON_TYPE, bytes }, cap)
    expect(kept.truncated).toBe(true)
    expect(kept.data!.toString()).not.toContain('4111 1')
  })
})
