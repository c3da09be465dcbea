/**
 * Why a request could not be answered by the registry, and what the gateway answers for it.
 * The difference between `unreachable` and `timeout` matters for writes: an unreachable registry
 * received nothing, while after a timeout a payment may have been made, so the caller is told
 * to check before trying again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorCode } from '../contract/errors.js'
import { errorBody } from '../plugins/error-body.js'

export type FailureKind =
  /** Nothing was sent: no connection (refused, no route, DNS, connect timeout). */
  | 'unreachable'
  /** The request was sent but no answer came in time. */
  | 'timeout'
  /** The connection broke or the answer was not HTTP. */
  | 'broken'
  /** The token endpoint answered with a server error. */
  | 'failing'
  /** The registry or its token endpoint refused the gateway's credentials. */
  | 'refused'

export class UpstreamFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** A kept-alive connection (reads only, forward.ts) the registry had already closed: the read may be tried once more on a new one. */
    readonly staleConnection = false,
  ) {
    super(message)
    this.name = 'UpstreamFailure'
  }
}

/** Which failures mean "the registry cannot be reached": a cached GET may then be answered. */
export const isOffline = (kind: FailureKind): boolean => kind === 'unreachable' || kind === 'timeout' || kind === 'broken' || kind === 'failing'

/**
 * An error of the gateway itself, in the current kind (docs/api-conventions.md), written by the
 * same writer as the sandbox's errors (plugins/error-body.ts); never cached by a client.
 */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  headers: Record<string, string> = {},
): FastifyReply {
  const { type, body } = errorBody('current', { status, code, message: detail }, request.url.split('?')[0] ?? request.url, Date.now())
  return reply
    .code(status)
    .headers({ ...headers, 'cache-control': 'no-store' })
    .type(type)
    .serializer(JSON.stringify)
    .send(body)
}

/** The answer to a failure when no cached copy can stand in. */
export function failureAnswer(kind: FailureKind, method: string): { status: number; code: ErrorCode; detail: string } {
  const read = method === 'GET' || method === 'HEAD'
  if (kind === 'refused') {
    return { status: 502, code: 'upstream_authentication_failed', detail: "The registry refused the gateway's credentials: check the token or the account in the settings" }
  }
  if (read) {
    if (kind === 'broken' || kind === 'failing') return { status: 502, code: 'upstream_failed', detail: 'The registry gave no usable answer, and this address was never read before' }
    return { status: 504, code: 'upstream_unreachable', detail: 'The registry cannot be reached, and this address was never read before' }
  }
  if (kind === 'unreachable' || kind === 'failing') {
    return { status: 503, code: 'registry_offline', detail: 'The registry cannot be reached: nothing was sent and nothing is queued. Try again when the connection is back' }
  }
  return {
    status: 504,
    code: 'upstream_outcome_unknown',
    detail: 'The registry did not answer in time: the operation may have been carried out. Check its outcome before trying again',
  }
}
