import type { RequestSummary } from '@contract/request-log'

/** Who made a request, in words: the user's name, or what kind of caller had no user. */
export function callerText(caller: RequestSummary['caller'], t: (key: string) => string): string {
  if (caller.kind === 'user') return caller.user ?? t('requestLog.callers.anonymous')
  return t(`requestLog.callers.${caller.kind}`)
}
