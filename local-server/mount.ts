/**
 * Mounts an operation declared in contract/ on Fastify: its schemas become the route's
 * validation, serialization and OpenAPI entry, and its access rule is checked before anything
 * else runs (401 before 400, as a client expects).
 */
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify'
import { ApiError } from './api-error.js'
import {
  type BodyOf,
  describeAccess,
  type OperationDef,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
} from './contract/operation.js'
import type { Principal } from './core/tokens.js'
import { checkBodyMediaType, dropEmptyBodyType } from './plugins/request-guards.js'
import { documentedResponses } from './plugins/openapi-responses.js'

interface HandlerInput<O extends OperationDef> {
  readonly params: ParamsOf<O>
  readonly query: QueryOf<O>
  readonly body: BodyOf<O>
  /** The caller; always present on operations that need a token. */
  readonly principal: O['access'] extends { public: true } ? undefined : Principal
  readonly request: FastifyRequest
  readonly reply: FastifyReply
}

/**
 * A JSON answer already serialized with the operation's response schema (`reply.serialize`), e.g.
 * a search page kept in core/page-cache.ts: sent as it is.
 */
export class SerializedJson {
  constructor(readonly json: string | Buffer) {}
}

/** Binary answers (`produces`) may also be streamed, e.g. a stored file, instead of held in memory. */
type HandlerResult<O extends OperationDef> = (O['produces'] extends string ? ResultOf<O> | Readable : ResultOf<O>) | SerializedJson

export type Handler<O extends OperationDef> = (input: HandlerInput<O>) => Promise<HandlerResult<O>> | HandlerResult<O>

/** Security requirement of the OpenAPI entry: the OAuth 2 scheme with the scope the operation needs. */
const securityOf = (op: OperationDef) => (op.access.public ? [] : [{ registrar_authentication: op.access.scope ? [op.access.scope] : [] }])

/**
 * The route schema Fastify validates and serializes with. Its `response` holds the JSON success
 * body only (errors are written by plugins/errors.ts); the documented responses, with every
 * status, media type and header, replace it in the OpenAPI entry (`documentation` below).
 */
function routeSchema(op: OperationDef): FastifySchema {
  const response: Record<string, unknown> = {}
  if (op.response && op.method !== 'HEAD') for (const status of [op.successStatus, ...(op.alsoSuccess ?? [])]) response[String(status)] = op.response
  return {
    operationId: op.id,
    tags: [op.tag],
    summary: op.summary,
    description: [op.description, describeAccess(op.access)].filter(Boolean).join('\n\n'),
    security: securityOf(op),
    ...(op.access.public ? {} : { 'x-groups': op.access.groups }),
    ...(op.params ? { params: op.params } : {}),
    // An operation with a query refuses a parameter it does not list (400, as the searches: a
    // misspelt filter must not quietly match everything); one that takes none reads none, and
    // ignores any sent (a client's cache-buster): the spec gives most of them no 400.
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.body ? { body: op.body } : {}),
    ...(op.consumes ? { consumes: [...op.consumes] } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  } as FastifySchema
}

const API_OPERATION_VERSION = '1.0'

/** The OpenAPI entry of the route: the route schema with the documented responses. */
function documentation(op: OperationDef) {
  return ({ schema, url }: { schema: FastifySchema; url: string }) => ({
    // The spec marks every operation with the API's version, 1.0 (the document's own is `v1.0`).
    schema: { ...schema, operationId: op.id, 'x-version': API_OPERATION_VERSION, response: documentedResponses(op) },
    url,
  })
}

export interface AuthDeps {
  /** Verifies a bearer token and that its user still exists. */
  authenticate(token: string): Principal | undefined
}

export const BEARER = /^Bearer\s+(\S+)$/i

/**
 * The token of an `Authorization: Bearer` header, or undefined. Remembers the last header read: a
 * client sends the same one with every request, and the same token string then reaches the token
 * check (core/tokens.ts), which compares it with the last one it found without reading it again.
 */
function bearerTokenReader(): (header: string | undefined) => string | undefined {
  let lastHeader: string | undefined
  let lastToken: string | undefined
  return (header) => {
    if (header === undefined) return undefined
    if (header !== lastHeader) {
      lastToken = BEARER.exec(header)?.[1]
      lastHeader = header
    }
    return lastToken
  }
}

function authorize(op: OperationDef, request: FastifyRequest, deps: AuthDeps, bearerToken: (header: string | undefined) => string | undefined): Principal | undefined {
  if (op.access.public) return undefined
  const token = bearerToken(request.headers.authorization)
  if (!token) throw new ApiError(401, 'unauthenticated', 'A bearer token is required', undefined, { 'WWW-Authenticate': 'Bearer realm="registrar"' })
  const principal = deps.authenticate(token)
  if (!principal) {
    throw new ApiError(401, 'invalid_token', 'The token is expired, altered or unknown', undefined, {
      'WWW-Authenticate': 'Bearer realm="registrar", error="invalid_token"',
    })
  }
  if (op.access.scope && !principal.scopes.includes(op.access.scope)) {
    throw new ApiError(403, 'insufficient_scope', `This operation needs the scope '${op.access.scope}'`)
  }
  if (!op.access.everyUser && !principal.groups.some((g) => op.access.public !== true && op.access.groups.includes(g))) {
    throw new ApiError(403, 'forbidden_group', `This operation is for the groups ${op.access.groups.join(', ')}`)
  }
  return principal
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal
  }
}

/** A file's answer kept for a request seen before (features/invoices/kept-pdfs.ts): its bytes and headers. */
export interface KeptFile {
  readonly bytes: Buffer
  readonly headers: Readonly<Record<string, string>>
}

export interface MountOptions {
  /**
   * An answer kept for a request seen before, sent right after the access checks, before
   * validation and the handler: a kept answer was made for a request that passed validation, and
   * the same URL always validates the same way. With the operation's success status: JSON bytes
   * (core/page-cache.ts SearchPages), or a file with its own headers.
   */
  readonly kept?: (principal: Principal, request: FastifyRequest) => Buffer | KeptFile | undefined
}

const JSON_TYPE = 'application/json; charset=utf-8'

export function mount<O extends OperationDef>(app: FastifyInstance, deps: AuthDeps, op: O, handler: Handler<O>, options: MountOptions = {}): void {
  const { kept } = options
  const bearerToken = bearerTokenReader()
  app.route({
    method: op.method,
    url: op.url,
    schema: routeSchema(op),
    // The token endpoint picks its RFC 6749 error by its own order of checks (features/oauth).
    attachValidation: op.errorKind === 'oauth',
    config: {
      errorKind: op.errorKind,
      operationId: op.id,
      operation: op,
      swaggerTransform: documentation(op),
      // @fastify/swagger leaves HEAD routes out and suffixes their operationId with `-head`;
      // an operation declared as HEAD is documented as itself (`documentation` keeps its id).
      ...(op.method === 'HEAD' ? { swagger: { exposeHeadRoute: true } } : {}),
    },
    // A callback hook, not an async one: it runs on every request, and a promise costs more than the checks.
    onRequest: (request, reply, done) => {
      let answer: Buffer | KeptFile | undefined
      try {
        request.principal = authorize(op, request, deps, bearerToken)
        checkBodyMediaType(op, request)
        dropEmptyBodyType(op, request)
        answer = kept && request.principal ? kept(request.principal, request) : undefined
      } catch (err) {
        done(err as Error)
        return
      }
      // Answering from a hook: Fastify skips the rest of the request's life up to onSend.
      if (answer === undefined) done()
      else if (Buffer.isBuffer(answer)) reply.code(op.successStatus).type(JSON_TYPE).send(answer)
      else reply.code(op.successStatus).headers(answer.headers).send(answer.bytes)
    },
    handler: async (request, reply) => {
      // Set before the handler, so that a handler may pick one of `alsoSuccess` instead.
      reply.code(op.successStatus)
      const result = await handler({
        params: request.params as ParamsOf<O>,
        query: request.query as QueryOf<O>,
        body: request.body as BodyOf<O>,
        principal: request.principal as HandlerInput<O>['principal'],
        request,
        reply,
      })
      if (reply.sent) return reply
      if (result instanceof SerializedJson) return reply.type(JSON_TYPE).send(result.json)
      if (op.successStatus === 204) return reply.send()
      if (op.produces && !reply.hasHeader('content-type')) reply.type(op.produces)
      return reply.send(result)
    },
  })
}
