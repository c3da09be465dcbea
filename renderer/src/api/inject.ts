import { inject, type InjectionKey } from 'vue'
import type { Call } from './call'

export const CallKey: InjectionKey<Call> = Symbol('call')

/** The API caller provided by main.ts (components, composables and setup stores). */
export function useCall(): Call {
  const call = inject(CallKey)
  if (!call) throw new Error('no API caller provided')
  return call
}
