import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'
import Ajv, { type Options, type ValidateFunction } from 'ajv'
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
export function makeAjv(options: Options, shared: readonly TSchema[]): Ajv {
  // `verbose` hands the failing schema to the errors plugin, which reads its `x-error-code`.
  // `validateSchema: false`: checking our own schemas against the meta-schema compiled the
  // meta-schema at every start (a fifth of it); tests check them once instead
  // (tests/unit/local-server/plugins/schemas-valid.test.ts).
  const ajv = new Ajv({ allErrors: true, verbose: true, useDefaults: true, removeAdditional: false, strict: false, validateSchema: false, ...options })
  addFormats(ajv, { mode: 'full' })
  useDecimalMultipleOf(ajv)
  for (const s of shared) ajv.addSchema(s)
  return ajv
}

/**
 * A validator compiled by the first request that needs it rather than at start-up: compiling every
 * route's schemas took most of `serve`'s start (docs/architecture.md, "Start-up"). Each schema is
 * still compiled once. Fastify hands Ajv's validators their parent data when `schemaEnv` is set,
 * which every validator here is. Not Ajv's standalone code generated at build time: measured
 * pinned, creating the two Ajv instances and adding the shared schemas is all that is left of
 * validation at start-up (~8 ms), so it would gain nothing there, and it would add generated files
 * to keep in step with the contract.
 */
function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined
  const run = function (this: unknown, data: unknown, ctx?: unknown): boolean {
    compiled ??= compile()
    const ok = (compiled as (this: unknown, d: unknown, c?: unknown) => boolean).call(this, data, ctx)
    run.errors = compiled.errors
    return ok
  } as unknown as ValidateFunction
  ;(run as { schemaEnv: unknown }).schemaEnv = true
  return run
}

export function installValidation(app: FastifyInstance, shared: readonly TSchema[]): void {
  const wire = makeAjv({ coerceTypes: 'array' }, shared)
  const json = makeAjv({ coerceTypes: false }, shared)
  app.setValidatorCompiler(({ schema, httpPart }) =>
    compiledOnFirstUse(() =>
      httpPart === 'body' ? strictBodyValidator(json.compile(schema)) : strictWireValidator(schema, wire.compile(schema), httpPart),
    ),
  )
}

/**
 * Fastify's response serializers (fast-json-stringify, as by default), each compiled by the first
 * answer that needs it rather than at start-up, like the validators above.
 */
export function serializersCompiledOnFirstUse(): ReturnType<typeof SerializerSelector> {
  const factory = SerializerSelector()
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options)
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined
      return (doc) => (serialize ??= compile(route))(doc)
    }
  }
}
