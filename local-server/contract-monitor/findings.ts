/**
 * Ajv's errors for an answer's body as the monitor's findings: one per field at fault, in the
 * contract's words (contract/contract-findings.ts). A failed `anyOf` (a field that may be null)
 * is one finding, not one per alternative.
 */
import type { ErrorObject } from 'ajv'
import type { ContractFinding } from '../contract/contract-findings.js'

const VALUE_CHARS = 80

/** The JSON type of a value, as a schema writes it (`integer` for whole numbers). */
function jsonType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

const fits = (actual: string, expected: string) => actual === expected || (actual === 'integer' && expected === 'number')

/** A text cut to VALUE_CHARS characters, the last one `…`: a finding is a line, not the answer. */
const cut = (text: string) => (text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text)

const shown = (value: unknown): string => cut(JSON.stringify(value) ?? String(value))

const escape = (name: string) => name.replace(/~/g, '~0').replace(/\//g, '~1')

/** The pointer with array positions as `*`, found by walking the body along it. */
function fieldOf(body: unknown, pointer: string): string {
  if (pointer === '') return ''
  let at: unknown = body
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => {
      const inArray = Array.isArray(at)
      const name = segment.replace(/~1/g, '/').replace(/~0/g, '~')
      at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined
      return inArray ? '*' : segment
    })
    .reduce((path, segment) => `${path}/${segment}`, '')
}

/** Types an alternative of an `anyOf` takes (`string | null`). */
function alternatives(schema: unknown): string[] {
  const list = (schema as { anyOf?: unknown[]; oneOf?: unknown[] }).anyOf ?? (schema as { oneOf?: unknown[] }).oneOf ?? []
  return list.flatMap((s) => {
    const node = s as { type?: string | string[]; const?: unknown }
    if (node.type !== undefined) return Array.isArray(node.type) ? node.type : [node.type]
    return node.const !== undefined ? [jsonType(node.const)] : []
  })
}

type Finding = Omit<ContractFinding, 'field'>

function findingOf(e: ErrorObject): Finding {
  const p = e.params as Record<string, unknown>
  switch (e.keyword) {
    case 'required':
      return { kind: 'missing_field', path: `${e.instancePath}/${escape(String(p.missingProperty))}` }
    case 'additionalProperties': {
      const name = String(p.additionalProperty)
      return { kind: 'unknown_field', path: `${e.instancePath}/${escape(name)}`, actual: jsonType((e.data as Record<string, unknown>)[name]) }
    }
    case 'type':
      return { kind: 'wrong_type', path: e.instancePath, expected: [p.type].flat().join(' | '), actual: jsonType(e.data) }
    case 'anyOf':
    case 'oneOf': {
      const types = [...new Set(alternatives(e.parentSchema))]
      const actual = jsonType(e.data)
      return types.some((t) => fits(actual, t))
        ? { kind: 'invalid_value', path: e.instancePath, expected: 'one of the alternatives the spec shows', actual: shown(e.data) }
        : { kind: 'wrong_type', path: e.instancePath, expected: types.join(' | '), actual }
    }
    default: {
      const rule = typeof e.schema === 'object' ? JSON.stringify(e.schema) : String(e.schema)
      return { kind: 'invalid_value', path: e.instancePath, expected: `${e.keyword} ${cut(rule)}`, actual: shown(e.data) }
    }
  }
}

/**
 * The findings of Ajv's errors (with `verbose`), each field and kind once. Errors inside an
 * alternative of a failed `anyOf` are left to the `anyOf`'s own finding. Sorted by path.
 */
export function findingsOf(errors: readonly ErrorObject[], body: unknown): ContractFinding[] {
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => `${e.schemaPath}/`)
  const seen = new Set<string>()
  const out: ContractFinding[] = []
  for (const e of errors) {
    if (unions.some((u) => e.schemaPath.startsWith(u))) continue
    const f = findingOf(e)
    const key = `${f.kind} ${f.path}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ ...f, field: fieldOf(body, f.path) })
  }
  // Ajv reports in the schema's order, the plain and strict passes one after the other: by place.
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
