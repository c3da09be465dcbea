/**
 * Checks Ajv cannot make: what a value looked like before it was coerced, and text that JSON and
 * URLs can carry but no field means. Ajv's `coerceTypes` turns `0x10`, ` 1`, `1e2` and `10.0` into
 * numbers, so every integer of a path or query is checked here first for decimal digits within
 * int64, on its digits (a double rounds 9223372036854775808 to 2^63); and no text (query, path,
 * JSON body, keys included) may hold a NUL character or a lone UTF-16 surrogate, which SQLite,
 * file names and UTF-8 output cannot keep faithfully. The failures have Ajv's error shape, so the
 * errors plugin names the input like any other validation error.
 *
 * An integer within int64 but beyond 2^53 − 1 names no row of the sandbox: it is handed on as
 * ±2^53 (validation/wire-number.ts), which Ajv coerces exactly and which compares with every
 * stored value as the integer itself would, so an id answers 404 and a filter matches nothing.
 */
import type { ValidateFunction } from 'ajv'
import { BEYOND_STORED, readInteger } from '../validation/wire-number.js'

export interface InputError {
  readonly instancePath: string
  readonly keyword: string
  readonly message: string
  readonly params: Record<string, unknown>
}

const hasNul = (s: string) => s.includes('\u0000')

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function textProblem(s: string): string | undefined {
  if (hasNul(s)) return 'must not contain a NUL character'
  if (LONE_SURROGATE.test(s)) return 'must not contain a lone surrogate (not valid Unicode)'
  return undefined
}

const pointer = (path: readonly string[]) => path.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

/** The first string, or object key, anywhere in `value` that is not text; with its path. */
export function findBadText(value: unknown, path: string[] = []): InputError | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value)
    return message ? { instancePath: pointer(path), keyword: 'text', message, params: {} } : undefined
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], [...path, String(i)])
      if (found) return found
    }
    return undefined
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = textProblem(key)
      if (keyProblem) return { instancePath: pointer(path), keyword: 'text', message: `a field name ${keyProblem}`, params: {} }
      const found = findBadText(child, [...path, key])
      if (found) return found
    }
  }
  return undefined
}

interface PropertySchema {
  type?: unknown
  items?: PropertySchema
}

const isIntegerSchema = (s: PropertySchema | undefined) => s?.type === 'integer'

/** Names of the properties of a params or querystring schema typed integer (or lists of them). */
export function integerProperties(schema: unknown): Set<string> {
  const properties = (schema as { properties?: Record<string, PropertySchema> } | undefined)?.properties ?? {}
  return new Set(
    Object.entries(properties)
      .filter(([, s]) => isIntegerSchema(s) || (s.type === 'array' && isIntegerSchema(s.items)))
      .map(([name]) => name),
  )
}

/**
 * The first integer property whose raw value is not decimal digits within int64. Values beyond
 * 2^53 − 1 are replaced by what the server reads them as (±2^53, written in digits), before Ajv
 * coerces them.
 */
function findLooseInteger(integers: ReadonlySet<string>, data: unknown): InputError | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const values = data as Record<string, unknown>
  for (const name of integers) {
    const raw = values[name]
    const list = Array.isArray(raw) ? raw : [raw]
    for (let i = 0; i < list.length; i++) {
      const one: unknown = list[i]
      if (typeof one !== 'string') continue
      const n = readInteger(one)
      if (!n.ok) {
        const message = n.problem === 'out_of_range' ? 'must be an integer within the 64-bit range (int64)' : 'must be a whole number written in decimal digits'
        return { instancePath: `/${name}`, keyword: 'type', message, params: { type: 'integer' } }
      }
      if (Math.abs(n.value) === BEYOND_STORED) {
        if (Array.isArray(raw)) raw[i] = String(n.value)
        else values[name] = String(n.value)
      }
    }
  }
  return undefined
}

type Validator = ValidateFunction

/** Runs `check` on the raw data first; Ajv (and its coercion) only when it passes. */
function guarded(validate: Validator, check: (data: unknown) => InputError | undefined): Validator {
  const run = function (this: unknown, data: unknown, ctx?: unknown): boolean {
    const problem = check(data)
    if (problem) {
      run.errors = [problem as never]
      return false
    }
    const ok = (validate as (this: unknown, d: unknown, c?: unknown) => boolean).call(this, data, ctx)
    run.errors = validate.errors
    return ok
  } as unknown as Validator
  // Fastify passes the parent data (so Ajv can coerce a root value) only to functions that have it.
  run.schemaEnv = validate.schemaEnv
  return run
}

/** Params, querystring and headers: strict integers and clean text, then Ajv. */
export function strictWireValidator(schema: unknown, validate: Validator, httpPart: string | undefined): Validator {
  // Headers are Fastify's and the client's business; their limits are elsewhere.
  if (httpPart === 'headers') return validate
  const integers = integerProperties(schema)
  return guarded(validate, (data) => findLooseInteger(integers, data) ?? findBadText(data))
}

/** JSON bodies: clean text, then Ajv. */
export function strictBodyValidator(validate: Validator): Validator {
  return guarded(validate, (data) => findBadText(data))
}
