/**
 * The request validators (plugins/validation.ts) skip checking the contract's schemas against
 * the JSON Schema meta-schema at start-up, for speed: this is where they are checked, every
 * operation's path, query and body schema and every shared schema, so that a malformed schema
 * (a misspelt type, a wrong keyword's value) still fails before it ships.
 */
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { sharedSchemas } from '../../../../local-server/contract/common.js'
import { areas } from '../../../../local-server/features/index.js'
import { GATEWAY_OPERATIONS } from '../../../../local-server/gateway/routes.js'
import { REQUEST_LOG_OPERATIONS } from '../../../../local-server/request-log/routes.js'
import { FAULTS_OPERATIONS } from '../../../../local-server/faults/routes.js'

const operations = [...areas.flatMap((a) => a.operations), ...GATEWAY_OPERATIONS, ...REQUEST_LOG_OPERATIONS, ...FAULTS_OPERATIONS]

function checkingAjv(): Ajv {
  const ajv = new Ajv({ strict: false, validateSchema: true })
  addFormats(ajv)
  return ajv
}

describe('the contract schemas', () => {
  it('covers every operation of the API', () => {
    expect(new Set(operations.map((o) => o.id)).size).toBeGreaterThanOrEqual(83)
  })

  it('are valid JSON Schema, the shared ones', () => {
    const ajv = checkingAjv()
    for (const schema of sharedSchemas) {
      expect(ajv.validateSchema(schema), `${String((schema as { $id?: string }).$id)}: ${ajv.errorsText()}`).toBe(true)
      ajv.addSchema(schema)
    }
  })

  it.each(operations.map((o) => [o.id, o] as const))('are valid JSON Schema: %s', (_, op) => {
    const ajv = checkingAjv()
    for (const schema of sharedSchemas) ajv.addSchema(schema)
    for (const [part, schema] of Object.entries({ params: op.params, query: op.query, body: op.body, response: op.response })) {
      if (schema === undefined) continue
      expect(ajv.validateSchema(schema as object), `${op.id} ${part}: ${ajv.errorsText()}`).toBe(true)
    }
  })

  it('would catch a malformed one', () => {
    expect(checkingAjv().validateSchema({ type: 'strnig' })).toBe(false)
  })
})
