import { describe, expect, it } from 'vitest'
import { BEYOND_STORED, readCents, readDecimal, readInteger, type WireNumber } from '../../../../local-server/validation/wire-number.js'

describe('readInteger', () => {
  it('reads decimal digits with an optional minus, leading zeros included', () => {
    expect(readInteger('42')).toEqual({ ok: true, value: 42 })
    expect(readInteger('-7')).toEqual({ ok: true, value: -7 })
    expect(readInteger('007')).toEqual({ ok: true, value: 7 })
    expect(readInteger(String(Number.MAX_SAFE_INTEGER))).toEqual({ ok: true, value: Number.MAX_SAFE_INTEGER })
  })

  it.each([' 1', '1 ', '+1', '1.0', '1e2', '0x10', '1_0', '', '-', 'Infinity', '١'])('refuses %j as no integer', (text) => {
    expect(readInteger(text)).toEqual({ ok: false, problem: 'not_a_number' })
  })

  it('judges int64 on the digits, never on a rounded double', () => {
    expect(readInteger('9223372036854775807')).toEqual({ ok: true, value: BEYOND_STORED })
    expect(readInteger('0009223372036854775807')).toEqual({ ok: true, value: BEYOND_STORED })
    expect(readInteger('-9223372036854775808')).toEqual({ ok: true, value: -BEYOND_STORED })
    // Number('9223372036854775808') is 2^63, as is Number('9223372036854775807'): only the digits tell them apart.
    expect(readInteger('9223372036854775808')).toEqual({ ok: false, problem: 'out_of_range' })
    expect(readInteger('-9223372036854775809')).toEqual({ ok: false, problem: 'out_of_range' })
    expect(readInteger('9'.repeat(400))).toEqual({ ok: false, problem: 'out_of_range' })
  })

  it('a value beyond 2^53 − 1 becomes 2^53: past every stored value, and exact', () => {
    expect(readInteger('9007199254740992')).toEqual({ ok: true, value: 2 ** 53 })
    expect(readInteger('9007199254740993')).toEqual({ ok: true, value: 2 ** 53 })
    expect(Number.isSafeInteger(BEYOND_STORED - 1)).toBe(true)
    expect(BEYOND_STORED + 0 === 2 ** 53).toBe(true)
  })
})

/** What the digits say, read by BigInt whatever their length: the reference for the short path. */
function byBigInt(n: bigint): WireNumber {
  if (n > 9223372036854775807n || n < -9223372036854775808n) return { ok: false, problem: 'out_of_range' }
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: true, value: BEYOND_STORED }
  if (n < BigInt(Number.MIN_SAFE_INTEGER)) return { ok: true, value: -BEYOND_STORED }
  return { ok: true, value: Number(n) }
}

describe('integers and cents short enough to read without a BigInt', () => {
  // Around the lengths where the reading changes (15 digits of an integer, 13 of whole euros), and
  // numbers of every length from 1 to 19 digits drawn by a fixed generator.
  const samples = ['0', '-0', '00', '999999999999999', '-999999999999999', '1000000000000000', '0999999999999999', '9999999999999', '10000000000000']
  let seed = 12345
  const nextDigit = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 10
  for (let i = 0; i < 190; i++) samples.push(`${i % 2 ? '-' : ''}${Array.from({ length: 1 + (i % 19) }, nextDigit).join('')}`)

  it.each(samples)('reads %s as the BigInt reading does, 0 never as -0', (digits) => {
    const integer = readInteger(digits)
    expect(integer).toEqual(byBigInt(BigInt(digits)))
    expect(Object.is(integer.ok && integer.value, -0)).toBe(false)
    for (const fraction of ['', '.5', '.05', '.99', '.00']) {
      const negative = digits.startsWith('-')
      const magnitude = BigInt(digits.replace('-', '')) * 100n + BigInt(fraction.slice(1).padEnd(2, '0'))
      const cents = readCents(digits + fraction)
      expect(cents).toEqual(byBigInt(negative ? -magnitude : magnitude))
      expect(Object.is(cents.ok && cents.value, -0)).toBe(false)
    }
  })
})

describe('readCents', () => {
  it('reads euro with at most two decimals as exact integer cents', () => {
    expect(readCents('100')).toEqual({ ok: true, value: 10000 })
    expect(readCents('0.07')).toEqual({ ok: true, value: 7 })
    expect(readCents('1.15')).toEqual({ ok: true, value: 115 })
    expect(readCents('12.5')).toEqual({ ok: true, value: 1250 })
    expect(readCents('-0.50')).toEqual({ ok: true, value: -50 })
    expect(readCents('92233720368547758.07')).toEqual({ ok: true, value: BEYOND_STORED })
    expect(readCents('-92233720368547758.08')).toEqual({ ok: true, value: -BEYOND_STORED })
  })

  it('refuses what is no amount, more than two decimals, and cents beyond int64', () => {
    for (const text of [' 100', '100 ', '+1', '1e2', '1.', '.5', '1,5', 'abc', '']) expect(readCents(text)).toEqual({ ok: false, problem: 'not_a_number' })
    expect(readCents('1.234')).toEqual({ ok: false, problem: 'too_many_decimals' })
    expect(readCents('92233720368547758.08')).toEqual({ ok: false, problem: 'out_of_range' })
    expect(readCents('99999999999999999999')).toEqual({ ok: false, problem: 'out_of_range' })
  })
})

describe('readDecimal', () => {
  it('reads digits with an optional fraction, and nothing else', () => {
    expect(readDecimal('1.25')).toEqual({ ok: true, value: 1.25 })
    expect(readDecimal(' 1')).toEqual({ ok: false, problem: 'not_a_number' })
  })
})
