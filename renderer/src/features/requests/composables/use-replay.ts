import { type RequestRecordView, type RequestSummary, requestLogSearch } from '@contract/request-log'
import { HttpError, type HttpAnswer } from '@/api/http'
import { useCall, useHttp } from '@/api/inject'
import { replayBody, ReplayElsewhereError, replayTarget } from '../replay'

export interface ReplayResult {
  readonly status: number
  /** The new request's record, once the log has it. */
  readonly record: RequestSummary | undefined
}

/** Tries to find the new record: the log writes it as soon as the answer is out, a moment later. */
const FIND_TRIES = 5
const FIND_PAUSE_MS = 150

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends a logged request again with the current session (the signed-in user's token, or the live
 * mode's session) and finds its new record by the answer's `X-Request-Id`. Only to the page's own
 * origin (`origin`): a logged path that leads elsewhere is refused with ReplayElsewhereError, and
 * nothing is sent.
 */
export function useReplay(origin: string = window.location.origin): { replay(record: RequestRecordView): Promise<ReplayResult> } {
  const http = useHttp()
  const call = useCall()

  async function send(record: RequestRecordView): Promise<HttpAnswer> {
    const target = replayTarget(record, origin)
    if (!('url' in target)) throw new ReplayElsewhereError(target.elsewhere)
    try {
      return await http.request({ method: record.method, url: target.url, data: replayBody(record), responseType: 'arraybuffer' })
    } catch (err) {
      // Any status is an answer worth showing: replaying a 404 is expected to give a 404.
      if (err instanceof HttpError && err.answer) return err.answer
      throw err
    }
  }

  async function find(requestId: string | undefined): Promise<RequestSummary | undefined> {
    if (!requestId) return undefined
    for (let i = 0; i < FIND_TRIES; i++) {
      const page = await call(requestLogSearch, { query: { requestId, page: 0, size: 1 } })
      if (page.elements[0]) return page.elements[0]
      await pause(FIND_PAUSE_MS)
    }
    return undefined
  }

  return {
    async replay(record) {
      const answer = await send(record)
      // Sent: from here nothing may look like a failure to send, or the user would send it again.
      const found = await find(answer.header('x-request-id')).catch(() => undefined)
      return { status: answer.status, record: found }
    },
  }
}
