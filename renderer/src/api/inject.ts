import { inject, type InjectionKey } from 'vue'
import type { Call } from './call'
import type { Http } from './http'

export const CallKey: InjectionKey<Call> = Symbol('call')
/** The raw client, for what no declared operation describes: replaying a logged request. */
export const HttpKey: InjectionKey<Http> = Symbol('http')

/** The API caller provided by main.ts (components, composables and setup stores). */
export function useCall(): Call {
  const call = inject(CallKey)
  if (!call) throw new Error('no API caller provided')
  return call
}

/** The HTTP client provided by main.ts, with the session's token (features/requests' replay). */
export function useHttp(): Http {
  const http = inject(HttpKey)
  if (!http) throw new Error('no HTTP client provided')
  return http
}
