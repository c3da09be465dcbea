import type { Http } from '@/api/http'
import type { GatewayStore } from './store'

const OFFLINE_CODES = new Set(['upstream_unreachable', 'registry_offline', 'upstream_outcome_unknown', 'upstream_failed'])

/**
 * Lets the offline banner react at once to any screen's answer, without waiting for the next
 * poll: `X-Gateway-Cache: stale|live` and the gateway's own 503/504 codes. main.ts calls it once
 * with the one HTTP client.
 */
export function watchGatewayAnswers(http: Pick<Http, 'onAnswer'>, store: () => GatewayStore): void {
  http.onAnswer((answer) => {
    if (answer.status >= 200 && answer.status < 300) {
      store().noteAnswer(answer.header('x-gateway-cache'), answer.header('x-gateway-fetched-at'))
      return
    }
    const data = answer.data as { code?: unknown } | undefined
    if (typeof data?.code === 'string' && OFFLINE_CODES.has(data.code)) store().noteUnreachable()
    else store().noteAnswer(answer.header('x-gateway-cache'), undefined)
  })
}
