import { onScopeDispose, type Ref, ref, type ShallowRef, shallowRef } from 'vue'
import { type RequestLogFilters, type RequestSummary, requestLogStream } from '@contract/request-log'
import { type EventStream, openEventStream } from '@/api/event-stream'

/** Records kept above the page, newest first: a screen left open for a day stays small. */
const MAX_LIVE = 500

export type LiveState = 'off' | 'connecting' | 'on' | 'refused'

export interface UseLiveRequests {
  /** Records that arrived since `follow`, newest first. */
  rows: ShallowRef<readonly RequestSummary[]>
  state: Ref<LiveState>
  /** The status the server refused the stream with, when `state` is `refused`. */
  refusedStatus: Ref<number | null>
  /** Follows the records `filters` select that come after record `afterId` (the newest shown). */
  follow(filters: RequestLogFilters, afterId: number | undefined): void
  stop(): void
}

/**
 * The request log's live stream for the list: each new record the filters select arrives as an
 * event, and a reconnection first gets what it missed (the server's `Last-Event-ID` catch-up).
 */
export function useLiveRequests(token: () => string | undefined): UseLiveRequests {
  const rows = shallowRef<readonly RequestSummary[]>([])
  const state = ref<LiveState>('off')
  const refusedStatus = ref<number | null>(null)
  let stream: EventStream | undefined

  function stop(): void {
    stream?.close()
    stream = undefined
    state.value = 'off'
  }

  function follow(filters: RequestLogFilters, afterId: number | undefined): void {
    stop()
    rows.value = []
    state.value = 'connecting'
    refusedStatus.value = null
    stream = openEventStream({
      url: requestLogStream.url,
      query: { ...filters },
      token,
      lastEventId: afterId === undefined ? undefined : String(afterId),
      onEvent(event) {
        if (event.type !== 'request') return
        const record = JSON.parse(event.data) as RequestSummary
        // A catch-up after a dropped connection may repeat what is shown.
        if (rows.value.some((r) => r.id === record.id)) return
        rows.value = [record, ...rows.value].slice(0, MAX_LIVE)
      },
      onConnected(connected) {
        state.value = connected ? 'on' : 'connecting'
      },
      onRefused(status) {
        state.value = 'refused'
        refusedStatus.value = status
      },
    })
  }

  onScopeDispose(stop)
  return { rows, state, refusedStatus, follow, stop }
}
