/**
 * Checks an answer against the operation's documented responses: a documented status, a
 * documented media type (or no body where none is documented), a body that validates
 * against the documented schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses), and an error
 * `code` (and every `errors[].code`) among the codes the response lists in `x-error-codes`.
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
    if (error) return `the body does not match the documented schema: ${error}`
    return undocumentedCode(documented, body)
  }
}

/** An error code the response does not list under `x-error-codes`, in words; undefined when all are listed. */
function undocumentedCode(documented: Schema, body: unknown): string | undefined {
  const listed = documented['x-error-codes'] as string[] | undefined
  if (!listed || typeof body !== 'object' || body === null) return undefined
  const { code, errors } = body as { code?: unknown; errors?: { code: string }[] }
  const codes = [code, ...(errors ?? []).map((e) => e.code)].filter((c): c is string => typeof c === 'string')
  const missing = codes.filter((c) => !listed.includes(c))
  return missing.length > 0 ? `the error code(s) ${missing.join(', ')} are not in x-error-codes (${listed.join(', ')})` : undefined
}

/** `#/components/...` of a schema taken out of the document, pointed at the document. */
function rebase(schema: Schema): Schema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi.json#/'))
}
