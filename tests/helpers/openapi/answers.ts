/**
 * Checks an answer against the operation's documented responses: a documented status, a
 * documented media type (or no body where none is documented), and a body that validates
 * against the documented schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { LightMyRequestResponse } from 'fastify'
import type { Schema } from './values.js'

export type AnswerCheck = (op: Schema, res: LightMyRequestResponse) => string | undefined

export function answerChecker(doc: Schema): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
  addFormats(ajv, { mode: 'full' })
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) })
  ajv.addFormat('binary', true)
  // The document itself, so that `#/components/...` references resolve inside it.
  ajv.addSchema({ ...doc, $id: 'openapi.json' })
  const validators = new Map<Schema, ReturnType<Ajv2020['compile']>>()
  const validate = (schema: Schema, value: unknown) => {
    let v = validators.get(schema)
    if (!v) {
      v = ajv.compile({ $id: `answer-${validators.size}`, ...rebase(schema) })
      validators.set(schema, v)
    }
    return v(value) ? undefined : ajv.errorsText(v.errors)
  }

  return (op, res) => {
    const status = String(res.statusCode)
    const documented = (op.responses ?? {})[status] as Schema | undefined
    if (!documented) return `status ${status} is not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`
    const type = String(res.headers['content-type'] ?? '').split(';')[0]!.trim()
    const content = documented.content as Record<string, Schema> | undefined
    if (!content) return res.rawPayload.length === 0 ? undefined : `status ${status} documents no body, but ${res.rawPayload.length} bytes of ${type} came`
    const media = content[type]
    if (!media) return `media type '${type}' is not documented for ${status} (documented: ${Object.keys(content).join(', ')})`
    if (!type.endsWith('json')) return undefined
    let body: unknown
    try {
      body = JSON.parse(res.body)
    } catch {
      return `the ${type} body is not JSON: ${res.body.slice(0, 80)}`
    }
    const error = validate(media.schema, body)
    return error ? `the body does not match the documented schema: ${error}` : undefined
  }
}

/** `#/components/...` of a schema taken out of the document, pointed at the document. */
function rebase(schema: Schema): Schema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi.json#/'))
}
