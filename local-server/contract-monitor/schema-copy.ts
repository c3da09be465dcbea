/**
 * Copies of schemas for the monitor's Ajv instances. The strict copy refuses fields the schema
 * does not show, for the monitor's `unknown_field` findings: every object schema with `properties` and no rule of its own for other fields gets
 * `additionalProperties: false`, even one that says `true`. Maps (`patternProperties`, a schema for `additionalProperties`)
 * keep taking any key.
 */
type Node = Record<string, unknown>

const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const
const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'contains'] as const
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

interface CopyOptions {
  /** Refuse fields the schema does not show. */
  readonly strict: boolean
  /**
   * Keep `$id`s: the shared schemas' (contract/common.ts) are referred to by them. A response's
   * own are dropped: a shape reused by several responses (a contact) would be added to Ajv twice.
   */
  readonly keepIds: boolean
}

/** A copy of a schema for the monitor's Ajv instances. */
export function copySchema<S>(schema: S, options: CopyOptions): S {
  if (!isNode(schema)) return schema
  const sub = (s: unknown) => copySchema(s, options)
  // String keys only: TypeBox's symbols mean nothing to Ajv.
  const copy: Node = { ...schema }
  if (!options.keepIds) delete copy.$id
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(sub)
  for (const key of SUBSCHEMA) if (isNode(copy[key])) copy[key] = sub(copy[key])
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key]
    if (isNode(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([name, s]) => [name, sub(s)]))
  }
  const open = copy.additionalProperties === undefined || copy.additionalProperties === true
  if (options.strict && isNode(copy.properties) && open && copy.patternProperties === undefined) copy.additionalProperties = false
  return copy as S
}
