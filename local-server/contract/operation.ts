/**
 * One declaration per operation: the server mounts its handler on it, the renderer's `call`
 * infers params, query, body and result from it, and the OpenAPI document is generated from it.
 */
import type { Static, TSchema } from 'typebox'
import type { ErrorCode } from './errors.js'

export type Group = 'admin' | 'billing' | 'domain' | 'darwin'
export type Scope = 'billing' | 'darwin'
export const ALL_GROUPS: readonly Group[] = ['admin', 'billing', 'domain', 'darwin']

/**
 * Who may call: nobody needs a token (`public`), or a token with the scope and one of the groups;
 * `everyUser`: any valid token, of a user in any group or none (no 403 at all; `groups` is then
 * every group, for the screens' rules).
 */
export type Access =
  | { readonly public: true }
  | { readonly public?: false; readonly scope?: Scope; readonly groups: readonly Group[]; readonly everyUser?: true }

/** Which of the spec's two error body kinds the operation answers with (`oauth`: RFC 6749 5.2). */
export type ErrorKind = 'legacy' | 'current' | 'oauth'

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface OwnAnswer {
  readonly mediaType: string
  readonly description: string
  readonly headers?: Readonly<Record<string, string>>
}

export interface OperationDef {
  readonly id: string
  readonly method: Method
  readonly url: string
  readonly tag: string
  readonly summary: string
  readonly description?: string
  readonly access: Access
  readonly errorKind: ErrorKind
  readonly params?: TSchema
  readonly query?: TSchema
  readonly body?: TSchema
  /** Media type of the request body when it is not JSON (multipart, XML…). */
  readonly consumes?: readonly string[]
  /** Multipart bodies: the media types each part is sent in (OpenAPI `encoding`), by part name. */
  readonly partTypes?: Readonly<Record<string, string>>
  readonly successStatus: 200 | 201 | 204
  /** Other statuses the handler may choose with `reply.code` (same response schema), e.g. an upsert's 201. */
  readonly alsoSuccess?: readonly (200 | 201)[]
  /** JSON response schema; absent for 204 and for binary answers. */
  readonly response?: TSchema
  /** Media type of a non-JSON success body (`application/pdf`, `text/csv`…). */
  readonly produces?: string
  /** Other media types the same success may carry (a stored image answers `image/jpeg`). */
  readonly alsoProduces?: readonly string[]
  /** Headers of the success answer that clients rely on, by name, with what they carry. */
  readonly successHeaders?: Readonly<Record<string, string>>
  /**
   * Answers the handler writes itself in a media type of its own (the bank's HTML pages), by
   * status; documented beside the error body of the same status, if any.
   */
  readonly ownAnswers?: Readonly<Record<number, OwnAnswer>>
  /** Error statuses the operation may answer, as the spec lists them. */
  readonly errors: readonly number[]
  /**
   * The codes of its own it may answer (contract/errors.ts), beyond the general ones its inputs
   * and access imply; absent, every code of its area (tag) is assumed.
   */
  readonly errorCodes?: readonly ErrorCode[]
}

export function defineOperation<const O extends OperationDef>(op: O): O {
  return op
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback

export type ParamsOf<O extends OperationDef> = StaticOr<O['params'], Record<string, never>>
export type QueryOf<O extends OperationDef> = StaticOr<O['query'], Record<string, never>>
export type BodyOf<O extends OperationDef> = StaticOr<O['body'], undefined>
export type ResultOf<O extends OperationDef> = O['successStatus'] extends 204
  ? void
  : O['response'] extends TSchema
    ? Static<O['response']>
    : O['produces'] extends string
      ? Uint8Array
      : void

export function describeAccess(access: Access): string {
  if (access.public) return 'Public: no token needed.'
  if (access.everyUser) return 'Needs a token of any scope, of any user.'
  const scope = access.scope ? `scope \`${access.scope}\`` : 'any scope'
  return `Needs a token with ${scope}, of a user in group ${access.groups.map((g) => `\`${g}\``).join(', ')}.`
}
