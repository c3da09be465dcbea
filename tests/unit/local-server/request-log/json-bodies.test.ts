import { describe, expect, it } from 'vitest'
import { keepBody } from '../../../../local-server/request-log/body.js'
import { jsonKeys, jsonMayHoldSecrets, REDACTED, REDACTED_CARD } from '../../../../local-server/request-log/redact.js'

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

  it('sees a secret name in a key of any length, and a name spelt with a letter that lowers to it', () => {
    expect(jsonMayHoldSecrets(`{"${'_'.repeat(100)}pass${'-'.repeat(100)}word":"x"}`)).toBe(true)
    expect(jsonMayHoldSecrets(`{"${'x'.repeat(300)}Token${'y'.repeat(300)}" :"x"}`)).toBe(true)
    // KELVIN SIGN: `isSecretName` lowers it to `key`, so the hint must see it too.
    expect(jsonMayHoldSecrets('{"\u212Aey":"x"}')).toBe(true)
    expect(keepBody({ contentType: JSON_TYPE, bytes: Buffer.from('{"\u212Aey":"s3cr3t"}') }, 1024).data!.toString()).not.toContain('s3cr3t')
  })

  it('looks only at keys: a secret name in a value, or in a string not followed by `:`, is nothing to redact', () => {
    expect(jsonMayHoldSecrets('{"detail":"the password is wrong","items":["token","key"]}')).toBe(false)
    // An escaped quote does not end a string, so the text after it may be a key: the hint looks (it is only a hint).
    expect(jsonMayHoldSecrets('{"a\\"password":1}')).toBe(true)
  })

  // 256 KiB answers built against the old hint's backtracking (the first took seconds): the hint
  // now reads each key once. No time is asserted: `npm run bench` measures the log.
  it.each([
    ['a detail repeating a secret name', `{"detail":"<${'password'.repeat(32_768)}>"}`, false],
    ['a key of secret names, then spaces and no colon', `{"${'token'.repeat(52_000)}"${' '.repeat(6_000)}}`, false],
    ['every name spelt apart, in a value', `{"x":"${[...'apikeytokenpancvv'].join('-').repeat(8_000)}"}`, false],
    ['a long key that is a secret', `{"${'pass_word'.repeat(29_200)}":1}`, true],
    ['many keys, the secret last', `{${'"k":1,'.repeat(43_700)}"token":"x"}`, true],
  ])('%s, 256 KiB: answered from one reading', (_name, text, expected) => {
    expect(text.length).toBeGreaterThan(256 * 1024)
    expect(jsonMayHoldSecrets(text)).toBe(expected)
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

describe('the keys the hint reads', () => {
  it('are the strings followed by `:`, each character of the text in one at most: the hint reads a text once', () => {
    expect(jsonKeys('{"a":1,"b" : {"c":"d"},"e":["f","g"]}')).toEqual(['a', 'b', 'c', 'e'])
    for (const text of [`{"detail":"<${'password'.repeat(32_768)}>"}`, `{${'"password'.repeat(32_768)}}`, `{${'"k":"v",'.repeat(29_000)}}`]) {
      const keys = jsonKeys(text)
      expect(keys.reduce((n, k) => n + k.length + 1, 0)).toBeLessThanOrEqual(text.length)
    }
  })
})
