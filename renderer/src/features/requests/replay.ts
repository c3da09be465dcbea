/**
 * Replaying a logged request: what can be sent again, and whether the one replaying it is the one
 * who sent it. Pure: the composable sends, this decides.
 */
import type { RequestRecordView, RequestSummary } from '@contract/request-log'
import { bytesOf } from './body-view'
import { pathWithQuery } from './request-format'

/**
 * Where a replay goes: the logged path and query on the page's own origin, or, when they lead to
 * another origin (`//host/…`, `/\\host/…`, a whole address: the log records what was asked, and
 * anyone may ask anything), that origin, and nothing is sent: the replay carries the session.
 */
export type ReplayTarget = { readonly url: string } | { readonly elsewhere: string }

export function replayTarget(record: Pick<RequestSummary, 'path' | 'query'>, origin: string): ReplayTarget {
  let url: URL
  try {
    url = new URL(pathWithQuery(record), origin)
  } catch {
    return { elsewhere: '' }
  }
  return url.origin === new URL(origin).origin ? { url: url.href } : { elsewhere: url.origin }
}

/** A replay refused because its path leads away from the page's origin (`replayTarget`). */
export class ReplayElsewhereError extends Error {
  constructor(readonly origin: string) {
    super(`A replay goes only to this origin, not to ${origin || 'an address that is not one'}`)
    this.name = 'ReplayElsewhereError'
  }
}

/** A body the log kept whole can be sent again; a cut or undescribed one cannot. */
export function canReplay(record: RequestRecordView): boolean {
  const body = record.requestBody
  if (body.truncated) return false
  return body.size === 0 || body.text !== undefined || body.base64 !== undefined
}

export interface SignedIn {
  readonly username: string | undefined
  /** Live mode: the screens' calls are the web UI's session. */
  readonly live: boolean
}

/** Whether the signed-in user is who made the request (then replaying it needs no warning). */
export function isSameCaller(caller: RequestSummary['caller'], me: SignedIn): boolean {
  if (caller.kind === 'user') return caller.user !== undefined && caller.user === me.username
  return caller.kind === 'session' && me.live
}

/** Methods that only read: replaying them changes nothing in the registry. */
export const isSafeMethod = (method: string): boolean => ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())

/** The body to send again, with its media type; undefined when there is none. */
export function replayBody(record: RequestRecordView): Blob | undefined {
  const body = record.requestBody
  const type = body.type ?? 'application/octet-stream'
  if (body.text !== undefined) return new Blob([body.text], { type })
  if (body.base64 !== undefined) return new Blob([bytesOf(body.base64)], { type })
  return undefined
}
