import { Type } from 'typebox'
import type { OperationDef } from '@contract/operation'

/** An operation a fault rule can name, as the picker lists it. */
export interface CatalogOperation {
  readonly id: string
  readonly method: string
  readonly url: string
}

/**
 * The local server's OpenAPI document (plugins/openapi.ts serves it, outside the document itself):
 * every operation with its `operationId`, in both modes. Read at run time rather than by importing
 * every contract module, which would weigh on the sign-in screen's code
 * (tests/unit/build/web-budget.test.ts).
 */
export const openApiDocument = {
  id: 'openapi.document',
  method: 'GET',
  url: '/openapi.json',
  tag: 'gateway',
  summary: 'The OpenAPI document',
  access: { public: true },
  errorKind: 'current',
  successStatus: 200,
  response: Type.Unknown(),
  errors: [],
} as const satisfies OperationDef

// Only the registry's addresses are ever changed by a rule (docs/faults.md): never the local server's own.
const FAULTABLE = /^\/(v1|oauth|sandbox)\//
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** The operations of an OpenAPI document that a rule may name by `operationId`, sorted by it. */
export function catalogOf(document: unknown): CatalogOperation[] {
  const paths = (document as { paths?: Record<string, Record<string, { operationId?: unknown }> | undefined> } | null)?.paths ?? {}
  const found: CatalogOperation[] = []
  for (const [url, item] of Object.entries(paths)) {
    if (!FAULTABLE.test(url) || !item) continue
    for (const method of METHODS) {
      const id = item[method]?.operationId
      if (typeof id === 'string') found.push({ id, method: method.toUpperCase(), url })
    }
  }
  return found.sort((a, b) => a.id.localeCompare(b.id))
}
