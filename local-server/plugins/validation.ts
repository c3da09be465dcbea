import Ajv, { type Options } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import type { TSchema } from 'typebox'
import { useDecimalMultipleOf } from './decimal-multiple.js'
import { strictBodyValidator, strictWireValidator } from './strict-input.js'

/**
 * Two validators: query, path and headers are strings on the wire and are coerced to the declared
 * types (and a lone value to an array for repeatable parameters); bodies are JSON and must have
 * the declared types exactly, with unknown fields rejected rather than silently dropped. Both are
 * guarded by strict-input.ts: integers written in decimal digits, text without NUL or lone
 * surrogates. `allErrors`: a request with five wrong values hears of all five at once (the
 * `errors` member of the error bodies), not one per attempt.
 */
function makeAjv(options: Options, shared: readonly TSchema[]): Ajv {
  // `verbose` hands the failing schema to the errors plugin, which reads its `x-error-code`.
  const ajv = new Ajv({ allErrors: true, verbose: true, useDefaults: true, removeAdditional: false, strict: false, ...options })
  addFormats(ajv, { mode: 'full' })
  useDecimalMultipleOf(ajv)
  for (const s of shared) ajv.addSchema(s)
  return ajv
}

export function installValidation(app: FastifyInstance, shared: readonly TSchema[]): void {
  const wire = makeAjv({ coerceTypes: 'array' }, shared)
  const json = makeAjv({ coerceTypes: false }, shared)
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strictBodyValidator(json.compile(schema)) : strictWireValidator(schema, wire.compile(schema), httpPart),
  )
}
