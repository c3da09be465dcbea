import type { FaultRule } from '@contract/faults'

type Translate = (key: string, named?: Record<string, unknown>) => string
type FaultKind = FaultRule['action']['kind']

/** Every kind of the contract's rules (the type makes a new kind a compile error here until named). */
const KINDS: Record<FaultKind, true> = { delay: true, error: true, drop: true, timeout: true }
const isKind = (kind: string): kind is FaultKind => Object.hasOwn(KINDS, kind)

/**
 * The rule a record's `fault` names, in the app's words: the server writes it for logs and
 * scripts as `#3 invoices down: error` (docs/faults.md), its kind as the rules' API spells it;
 * shown as `n. 3 «invoices down» (errore)` / `No. 3 “invoices down” (error)`. A text of another
 * form (a newer server's) is shown as it is.
 */
export function faultLabel(fault: string, t: Translate): string {
  const parts = /^#(\d+)(?: (.+))?: (\w+)$/s.exec(fault)
  if (!parts || !isKind(parts[3]!)) return fault
  const [, id, name, kind] = parts
  const named = { number: t('common.numbered', { id }), name, kind: t(`requestLog.faultKinds.${kind}`) }
  return t(name === undefined ? 'requestLog.faultRuleUnnamed' : 'requestLog.faultRule', named)
}
