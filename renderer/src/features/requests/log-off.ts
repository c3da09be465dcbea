import { type Ref, ref } from 'vue'
import { requestLogSearch } from '@contract/request-log'
import { ApiFailure } from '@/api/errors'
import type { Call } from '@/api/call'

/**
 * Whether the request log is off. A server started without it (`serve` without `--request-log`;
 * the desktop app always has it) answers each of its operations 404 `not_found`, the detail
 * saying how to turn it on (local-server/request-log/routes.ts). The code is the one of a record
 * that is not there, and the detail is prose for people, not for the screens; but the search
 * names no record, so its 404 can mean nothing else. Told apart here, the screens say that the
 * log is off and how to turn it on, instead of "not found" with a Try again that cannot help.
 */
export const isLogOffFailure = (err: unknown): boolean => err instanceof ApiFailure && err.status === 404

export interface LogOffWatch {
  /** `call` as it was, noting when the log's search finds the log off. */
  call: Call
  off: Ref<boolean>
}

/** For the log's list, whose search is made by the paged list (which keeps only the error's words). */
export function watchLogOff(call: Call): LogOffWatch {
  const off = ref(false)
  const watched: Call = async (op, input) => {
    try {
      return await call(op, input)
    } catch (err) {
      if (op.id === requestLogSearch.id && isLogOffFailure(err)) off.value = true
      throw err
    }
  }
  return { call: watched, off }
}

/** For a record that is not found, which a log that is off cannot tell either: a search of one record says it. */
export async function isLogOff(call: Call): Promise<boolean> {
  try {
    await call(requestLogSearch, { query: { page: 0, size: 1 } })
    return false
  } catch (err) {
    return isLogOffFailure(err)
  }
}
