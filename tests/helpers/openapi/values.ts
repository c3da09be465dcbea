/**
 * fast-check arbitraries for the JSON Schemas of the served OpenAPI document: `validValue`
 * draws values the schema accepts, `invalidValue` values it rejects (wrong type, out of range,
 * outside the enum, too long…). They read only the keywords the document uses; an unknown
 * keyword fails loudly rather than silently producing values the schema may not accept.
 */
import fc, { type Arbitrary } from 'fast-check'

export type Schema = Record<string, any>

/** Resolves `#/components/schemas/X` against the document. */
export type Resolve = (schema: Schema) => Schema

export function resolverOf(doc: Schema): Resolve {
  return (schema) => {
    let s = schema
    while (typeof s.$ref === 'string') {
      const path = (s.$ref as string).replace(/^#\//, '').split('/')
      s = path.reduce((node: Schema, key) => node[key], doc)
    }
    return s
  }
}

const HANDLED = new Set([
  'type', 'description', 'title', 'examples', 'example', 'default', 'x-operators', 'x-sort-fields', 'x-sort-combinations', 'x-error-code', '$id', 'format', 'enum', 'const',
  'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'properties', 'required', 'additionalProperties', 'items', 'minItems', 'maxItems', 'uniqueItems', 'anyOf', 'oneOf', 'xml',
])

function checkKeywords(s: Schema): void {
  for (const key of Object.keys(s)) if (!HANDLED.has(key)) throw new Error(`values.ts does not handle the keyword ${key}`)
}

const codePoints = (s: string) => [...s].length

/** Ordinary text, now and then any Unicode; kept within the code-point bounds of the schema. */
function text(min: number, max: number): Arbitrary<string> {
  const capped = Math.min(max, min + 40)
  const ascii = fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: capped })
  const any = fc.string({ unit: 'grapheme', minLength: min, maxLength: capped })
  return fc.oneof({ weight: 4, arbitrary: ascii }, { weight: 1, arbitrary: any }).filter((s) => codePoints(s) >= min && codePoints(s) <= max)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const dateArb = fc.record({ y: fc.integer({ min: 2000, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
const isoDate = dateArb.map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`)
const isoDateTime = fc
  .tuple(isoDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.constantFrom('Z', '+01:00', '+02:00', '-05:00'))
  .map(([d, h, min, zone]) => `${d}T${pad(h)}:${pad(min)}:00${zone}`)

const FORMATS: Record<string, Arbitrary<string>> = {
  date: isoDate,
  'date-time': isoDateTime,
  email: fc.tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,10}[a-z0-9]$/), fc.constantFrom('example.it', 'registro.it', 'mail.example.com')).map(([l, d]) => `${l}@${d}`),
  uri: fc.webUrl(),
  ipv4: fc.ipV4(),
  ipv6: fc.ipV6(),
  binary: fc.string(),
}

function stringValue(s: Schema): Arbitrary<string> {
  const min = s.minLength ?? 0
  const max = s.maxLength ?? 200
  const fits = (v: string) => codePoints(v) >= min && codePoints(v) <= max
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits)
  const format = s.format && s.format !== 'int64' ? FORMATS[s.format] : undefined
  if (s.format && s.format !== 'int64' && !format) throw new Error(`values.ts has no generator for format ${s.format}`)
  return format ? format.filter(fits) : text(min, max)
}

function integerValue(s: Schema): Arbitrary<number> {
  const min = Math.max(s.minimum ?? -1e6, s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -Infinity)
  const max = Math.min(s.maximum ?? 1e9, Number.MAX_SAFE_INTEGER)
  // Small ids name demo data far more often than random ones would: more answers with a body.
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 60) }) }, { weight: 1, arbitrary: fc.integer({ min, max }) })
}

function numberValue(s: Schema): Arbitrary<number> {
  const step = s.multipleOf ?? 0.01
  const lowest = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : -1e6)
  const highest = s.maximum ?? 1e7
  // Whole multiples of the step, rounded as the server reads them: never 0.30000000000000004.
  return fc
    .integer({ min: Math.ceil(lowest / step), max: Math.floor(highest / step) })
    .map((k) => Number((k * step).toFixed(Math.max(0, -Math.floor(Math.log10(step))))))
}

export function validValue(schema: Schema, resolve: Resolve): Arbitrary<unknown> {
  const s = resolve(schema)
  checkKeywords(s)
  if ('const' in s) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...(s.enum as unknown[]))
  const alternatives = s.anyOf ?? s.oneOf
  if (alternatives) return fc.oneof(...(alternatives as Schema[]).map((a) => validValue(a, resolve)))
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  switch (type) {
    case 'string':
      return stringValue(s)
    case 'integer':
      return integerValue(s)
    case 'number':
      return numberValue(s)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array': {
      const item = s.items ? validValue(s.items, resolve) : fc.string()
      const bounds = { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4) }
      return s.uniqueItems ? fc.uniqueArray(item, { ...bounds, selector: (v) => JSON.stringify(v) }) : fc.array(item, bounds)
    }
    case 'object':
    case undefined: {
      const props = (s.properties ?? {}) as Record<string, Schema>
      const required = new Set<string>(s.required ?? [])
      const record: Record<string, Arbitrary<unknown>> = {}
      for (const [name, p] of Object.entries(props)) record[name] = validValue(p, resolve)
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) })
    }
    default:
      throw new Error(`values.ts cannot draw type ${String(type)}`)
  }
}

/** One way a value breaks its schema, with what the server should say about it. */
export interface Breakage {
  readonly how: string
  readonly value: Arbitrary<unknown>
}

/** The ways a value of this (scalar) schema can be wrong; empty when anything goes. */
export function breakages(schema: Schema, resolve: Resolve, onTheWire: boolean): Breakage[] {
  const s = resolve(schema)
  const out: Breakage[] = []
  const type = Array.isArray(s.type) ? s.type[0] : s.type
  const notIn = (values: unknown[]) => fc.string({ minLength: 1, maxLength: 12 }).filter((v) => !values.includes(v))
  if (s.enum) out.push({ how: 'outside the enum', value: notIn(s.enum) })
  const alternatives = (s.anyOf ?? s.oneOf) as Schema[] | undefined
  const constants = alternatives?.map((a) => resolve(a)).filter((a) => 'const' in a)
  if (constants && constants.length === alternatives!.length) out.push({ how: 'none of the constants', value: notIn(constants.map((a) => a.const)) })
  if ('const' in s) out.push({ how: 'not the constant', value: notIn([s.const]) })
  if (type === 'integer' || type === 'number') {
    out.push({ how: 'not a number', value: fc.constantFrom('abc', 'one', '12abc', '1,5') })
    // Below, at or above the bounds by whole steps of a thousandth, so fractional bounds (0.01) work too;
    // near 2^53 a thousandth is lost to rounding (page's 90071992547409 + 0.001 is the bound itself),
    // so only values that really are beyond the bound are kept.
    const below = (bound: number) => fc.integer({ min: 1, max: 1e6 }).map((k) => Number((bound - k / 1000).toFixed(3))).filter((v) => v < bound)
    const above = (bound: number) => fc.integer({ min: 1, max: 1e6 }).map((k) => Number((bound + k / 1000).toFixed(3))).filter((v) => v > bound)
    if (s.minimum !== undefined) out.push({ how: 'below the minimum', value: below(s.minimum) })
    if (s.exclusiveMinimum !== undefined) out.push({ how: 'at or below the exclusive minimum', value: fc.oneof(fc.constant(s.exclusiveMinimum), below(s.exclusiveMinimum)) })
    if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER) out.push({ how: 'above the maximum', value: above(s.maximum) })
    if (s.multipleOf !== undefined) out.push({ how: 'not a multiple of the step', value: fc.integer({ min: 1, max: 1e6 }).map((k) => k * s.multipleOf + s.multipleOf / 2) })
    if (type === 'integer') out.push({ how: 'a fraction', value: fc.integer({ min: 1, max: 1000 }).map((n) => n + 0.5) })
  }
  if (type === 'string' && !s.enum && !('const' in s)) {
    if (s.maxLength !== undefined) out.push({ how: 'too long', value: fc.string({ unit: 'grapheme-ascii', minLength: s.maxLength + 1, maxLength: s.maxLength + 20 }) })
    if (s.minLength) out.push({ how: 'too short', value: fc.constant('') })
    if (s.format === 'date' || s.format === 'date-time') out.push({ how: `not a ${s.format}`, value: fc.constantFrom('2026-13-01', 'yesterday', '01/03/2026', '2026-02-30T25:00') })
    if (s.format === 'email') out.push({ how: 'not an e-mail', value: fc.constantFrom('no-at-sign', 'a@', '@example.it') })
    if (s.pattern) out.push({ how: 'against the pattern', value: fc.string({ minLength: 1, maxLength: 10 }).filter((v) => !new RegExp(s.pattern).test(v)) })
    // A number is a string on the wire (query, path): only JSON bodies can carry the wrong type.
    if (!onTheWire) out.push({ how: 'not a string', value: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.constant({})) })
  }
  if (type === 'boolean') out.push({ how: 'not a boolean', value: onTheWire ? fc.constantFrom('yes', 'maybe', '2') : fc.constantFrom('true', 1, null) })
  if (!onTheWire && (type === 'object' || type === 'array')) out.push({ how: `not an ${type}`, value: fc.constantFrom('text', 42, type === 'object' ? [] : {}) })
  return out
}
