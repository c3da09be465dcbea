/**
 * JSON Schema's `multipleOf` judged on decimal digits rather than binary floating point. Plain
 * Ajv divides (`0.07 / 0.01` is 7.000000000000001) and refuses whole-cent amounts such as 0.07 or
 * 1.15; a tolerance instead would accept 1.0000001 as whole cents. Both numbers are taken at their
 * shortest decimal writing (what JSON.parse read and what String() gives back), so the check is
 * exact for every value a client can write.
 */
import type Ajv from 'ajv'

interface Decimal {
  readonly digits: bigint
  /** How many of the digits are fraction digits. */
  readonly scale: number
}

/** 1.15 → 115 × 10⁻², 1e-7 → 1 × 10⁻⁷, 2e21 → 2000000000000000000000 × 10⁰. */
function toDecimal(n: number): Decimal {
  const [mantissa = '0', exponent = '0'] = String(n).toLowerCase().split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const scale = fraction.length - Number(exponent)
  const digits = BigInt(whole + fraction)
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 }
}

export function isDecimalMultipleOf(value: number, step: number): boolean {
  if (!Number.isFinite(value) || !Number.isFinite(step) || step <= 0) return false
  const a = toDecimal(value)
  const b = toDecimal(step)
  const scale = Math.max(a.scale, b.scale)
  const dividend = a.digits * 10n ** BigInt(scale - a.scale)
  const divisor = b.digits * 10n ** BigInt(scale - b.scale)
  return dividend % divisor === 0n
}

/** Replaces Ajv's own `multipleOf` keyword; the error keeps its keyword and params. */
export function useDecimalMultipleOf(ajv: Ajv): void {
  ajv.removeKeyword('multipleOf')
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate: function check(step: number, value: number): boolean {
      const ok = isDecimalMultipleOf(value, step)
      ;(check as { errors?: unknown[] }).errors = ok
        ? []
        : [{ keyword: 'multipleOf', message: `must be a multiple of ${step}`, params: { multipleOf: step } }]
      return ok
    },
  })
}
