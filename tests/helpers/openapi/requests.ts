/**
 * Requests drawn from one operation of the served OpenAPI document: valid ones (every parameter
 * and body within its schema, a token of a user the operation admits) and invalid ones (the
 * same with one thing broken: a parameter, a body field, the body's media type, the token).
 */
import fc, { type Arbitrary } from 'fast-check'
import { breakages, type Resolve, type Schema, validValue } from './values.js'
import { encodeBody } from './bodies.js'

export interface DocOperation {
  readonly method: string
  readonly path: string
  readonly op: Schema
}

/** What a request carries before it is encoded for the wire. */
interface Input {
  params: Record<string, unknown>
  query: Record<string, unknown>
  media?: string
  body?: unknown
  /** A raw payload that replaces the encoded body (a broken one). */
  raw?: { payload: string; contentType: string }
  token?: string
}

export interface DrawnRequest {
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly payload?: string | Buffer
  /** For an invalid request: what was broken. */
  readonly broken?: string
}

export interface Tokens {
  /** A token of a user in `group`, with `scope` (both scopes when undefined). */
  forGroup(group: string, scope: string | undefined): string
  /** A token of a user the operation does not admit, or without its scope; undefined when every user is admitted. */
  refused(groups: readonly string[], scope: string | undefined): string | undefined
}

const parameters = (o: DocOperation, where: 'path' | 'query') => ((o.op.parameters ?? []) as Schema[]).filter((p) => p.in === where)

function validInput(o: DocOperation, resolve: Resolve, tokens: Tokens): Arbitrary<Input> {
  const params: Record<string, Arbitrary<unknown>> = {}
  for (const p of parameters(o, 'path')) params[p.name] = validValue(p.schema, resolve)
  const query: Record<string, Arbitrary<unknown>> = {}
  const requiredQuery: string[] = []
  for (const p of parameters(o, 'query')) {
    query[p.name] = validValue(p.schema, resolve)
    if (p.required) requiredQuery.push(p.name)
  }
  const content = (o.op.requestBody?.content ?? {}) as Record<string, Schema>
  const medias = Object.keys(content)
  const body = medias.length
    ? fc.constantFrom(...medias).chain((media) => validValue(content[media]!.schema, resolve).map((value) => ({ media, value })))
    : fc.constant(undefined)
  const security = (o.op.security ?? []) as Schema[]
  const scope = security.length ? ((Object.values(security[0]!)[0] as string[])[0] ?? undefined) : undefined
  const groups = (o.op['x-groups'] ?? []) as string[]
  const token = security.length ? fc.constantFrom(...groups).map((g) => tokens.forGroup(g, scope)) : fc.constant(undefined)
  return fc
    .record({ params: fc.record(params), query: fc.record(query, { requiredKeys: requiredQuery }), body, token })
    .map(({ params, query, body, token }) => ({ params, query, ...(body ? { media: body.media, body: body.value } : {}), ...(token ? { token } : {}) }))
}

const scalar = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))

function encode(o: DocOperation, input: Input, broken?: string): DrawnRequest {
  const path = o.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(scalar(input.params[name])))
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(input.query)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, scalar(one))
  }
  const headers: Record<string, string> = input.token ? { authorization: `Bearer ${input.token}` } : {}
  let payload: string | Buffer | undefined
  if (input.raw) {
    payload = input.raw.payload
    headers['content-type'] = input.raw.contentType
  } else if (input.media) {
    const encoded = encodeBody(input.media, input.body, (o.op.requestBody.content as Schema)[input.media])
    payload = encoded.payload
    headers['content-type'] = encoded.contentType
  }
  const query = search.toString()
  return { method: o.method.toUpperCase(), url: query ? `${path}?${query}` : path, headers, ...(payload !== undefined ? { payload } : {}), ...(broken ? { broken } : {}) }
}

export function validRequests(o: DocOperation, resolve: Resolve, tokens: Tokens): Arbitrary<DrawnRequest> {
  return validInput(o, resolve, tokens).map((input) => encode(o, input))
}

type Mutation = Arbitrary<(input: Input) => Input>

const withParam = (where: 'params' | 'query', name: string, value: unknown) => (input: Input) => ({ ...input, [where]: { ...input[where], [name]: value } })

function parameterMutations(o: DocOperation, resolve: Resolve): Array<[string, Mutation]> {
  const out: Array<[string, Mutation]> = []
  for (const where of ['path', 'query'] as const) {
    for (const p of parameters(o, where)) {
      const scalarSchema = resolve(p.schema).type === 'array' ? resolve(p.schema).items : p.schema
      for (const b of breakages(scalarSchema, resolve, true)) {
        out.push([`${where} ${p.name} ${b.how}`, b.value.map((v) => withParam(where === 'path' ? 'params' : 'query', p.name, v))])
      }
    }
  }
  // The conventions (docs/api-conventions.md): an operation with a query answers 400 to a
  // parameter it does not list; one that takes none ignores it (tests/api/credit.test.ts).
  if (parameters(o, 'query').length > 0) {
    out.push(['an unknown query parameter', fc.stringMatching(/^zz[a-z]{1,8}$/).map((name) => withParam('query', name, 'x'))])
  }
  return out
}

function bodyMutations(o: DocOperation, resolve: Resolve): Array<[string, Mutation]> {
  const content = (o.op.requestBody?.content ?? {}) as Record<string, Schema>
  const out: Array<[string, Mutation]> = []
  for (const [media, m] of Object.entries(content)) {
    const schema = resolve(m.schema)
    const onThisMedia = (f: (body: Record<string, unknown>) => unknown) => (input: Input) => ({ ...input, media, body: f({ ...(input.media === media ? (input.body as object) : {}) }) })
    for (const name of (schema.required ?? []) as string[]) {
      // A required field with a default is filled by the server when it is left out (Ajv's useDefaults).
      if (resolve((schema.properties ?? {})[name] ?? {}).default !== undefined) continue
      out.push([`${media}: without the required ${name}`, fc.constant(onThisMedia(({ [name]: _gone, ...rest }) => rest))])
    }
    if (schema.additionalProperties === false) {
      out.push([`${media}: an unknown field`, fc.stringMatching(/^zz[a-z]{1,8}$/).map((name) => onThisMedia((b) => ({ ...b, [name]: 1 })))])
    }
    const onTheWire = media !== 'application/json'
    for (const [name, p] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
      if (resolve(p).format === 'binary') continue
      for (const b of breakages(p, resolve, onTheWire)) out.push([`${media}: ${name} ${b.how}`, b.value.map((v) => onThisMedia((body) => ({ ...body, [name]: v })))])
    }
  }
  const medias = Object.keys(content)
  if (medias.includes('application/json')) {
    const raw = (payload: string, contentType: string) => (input: Input) => ({ ...input, raw: { payload, contentType } })
    out.push(['a body that is not JSON', fc.constantFrom('{', '{"a":', 'not json', '[1,').map((p) => raw(p, 'application/json'))])
    out.push(['a JSON body that is not an object', fc.constantFrom('[]', '42', '"text"', 'null').map((p) => raw(p, 'application/json'))])
  }
  if (medias.length) {
    const others = ['text/plain', 'application/octet-stream', 'image/png', 'application/xml', 'multipart/form-data; boundary=x'].filter((t) => !medias.includes(t.split(';')[0]!))
    out.push(['a body of a media type the operation does not take', fc.constantFrom(...others).map((t) => (input: Input) => ({ ...input, raw: { payload: 'abc', contentType: t } }))])
  }
  return out
}

function tokenMutations(o: DocOperation, tokens: Tokens): Array<[string, Mutation]> {
  if (!(o.op.security ?? []).length) return []
  const drop = (input: Input) => {
    const { token: _gone, ...rest } = input
    return rest
  }
  const out: Array<[string, Mutation]> = [
    ['no token', fc.constant(drop)],
    ['an altered token', fc.constant((input: Input) => ({ ...input, token: `${input.token ?? 'x'}x` }))],
  ]
  const scope = (Object.values(o.op.security[0])[0] as string[])[0]
  const refused = tokens.refused(o.op['x-groups'] ?? [], scope)
  if (refused) out.push(['a token the operation does not admit', fc.constant((input: Input) => ({ ...input, token: refused }))])
  return out
}

/** The kinds of breakage that apply to the operation, named, so a test can see that each was tried. */
function mutationsOf(o: DocOperation, resolve: Resolve, tokens: Tokens): Array<[string, Mutation]> {
  return [...parameterMutations(o, resolve), ...bodyMutations(o, resolve), ...tokenMutations(o, tokens)]
}

/**
 * Invalid requests of the operation, each valid but for one thing broken; undefined for an
 * operation that has nothing to break (public, with no parameter nor body: any request is valid).
 */
export function invalidRequests(o: DocOperation, resolve: Resolve, tokens: Tokens): Arbitrary<DrawnRequest> | undefined {
  const mutations = mutationsOf(o, resolve, tokens)
  if (mutations.length === 0) return undefined
  return fc
    .tuple(validInput(o, resolve, tokens), fc.constantFrom(...mutations).chain(([how, m]) => m.map((f) => ({ how, f }))))
    .map(([input, { how, f }]) => encode(o, f(input), how))
}
