import type { AxiosInstance } from 'axios'
import { isAxiosError } from 'axios'
import type { GatewayStore } from './store'

const OFFLINE_CODES = new Set(['upstream_unreachable', 'registry_offline', 'upstream_outcome_unknown', 'upstream_failed'])

/**
 * Lets the offline banner react at once to any screen's answer, without waiting for the next
 * poll: `X-Gateway-Cache: stale|live` and the gateway's own 503/504 codes. main.ts calls it once
 * with the one axios instance.
 */
export function watchGatewayAnswers(http: AxiosInstance, store: () => GatewayStore): void {
  const header = (headers: unknown, name: string): string | undefined => {
    const h = headers as { get?: (n: string) => unknown } & Record<string, unknown>
    const v = typeof h?.get === 'function' ? h.get(name) : h?.[name]
    return typeof v === 'string' ? v : undefined
  }
  http.interceptors.response.use(
    (res) => {
      store().noteAnswer(header(res.headers, 'x-gateway-cache'), header(res.headers, 'x-gateway-fetched-at'))
      return res
    },
    (err: unknown) => {
      if (isAxiosError(err) && err.response) {
        const data = err.response.data as { code?: unknown } | undefined
        if (typeof data?.code === 'string' && OFFLINE_CODES.has(data.code)) store().noteUnreachable()
        else store().noteAnswer(header(err.response.headers, 'x-gateway-cache'), undefined)
      }
      return Promise.reject(err)
    },
  )
}
