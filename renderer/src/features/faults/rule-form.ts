import type { FaultRule, FaultRuleInput } from '@contract/faults'

export type FaultTarget = 'operation' | 'path'
export type FaultKind = 'delay' | 'delayRange' | 'error' | 'drop' | 'timeout'
export const FAULT_KINDS: readonly FaultKind[] = ['error', 'delay', 'delayRange', 'drop', 'timeout']
export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The add form as typed: numbers stay text until the rule is built. */
export interface FaultForm {
  name: string
  target: FaultTarget
  operationId: string
  path: string
  /** '' for every method. */
  method: string
  kind: FaultKind
  ms: string
  maxMs: string
  status: string
  timeoutMs: string
  /** Percent, 0 to 100. */
  probability: string
  /** '' for no end. */
  count: string
}

export type FaultField = keyof FaultForm

export const emptyFaultForm = (): FaultForm => ({
  name: '', target: 'operation', operationId: '', path: '', method: '', kind: 'error',
  ms: '1000', maxMs: '3000', status: '503', timeoutMs: '', probability: '100', count: '',
})

export type FaultFormResult = { ok: true; rule: FaultRuleInput } | { ok: false; errors: Partial<Record<FaultField, 'number' | 'required'>> }

/**
 * The rule of the form, as `POST /gateway/faults` takes it. Only what the form itself must know is
 * checked here (a field left empty, text where a number goes); ranges and the rest are the
 * server's to refuse, and its refusals are shown on the fields (`faultFieldOf`).
 */
export function faultRuleOf(form: FaultForm): FaultFormResult {
  const errors: Partial<Record<FaultField, 'number' | 'required'>> = {}
  const num = (field: FaultField, optional = false): number | undefined => {
    const text = String(form[field]).trim()
    if (text === '') {
      if (!optional) errors[field] = 'required'
      return undefined
    }
    const n = Number(text.replace(',', '.'))
    if (!Number.isFinite(n)) errors[field] = 'number'
    return n
  }
  const target = form.target === 'operation' ? form.operationId.trim() : form.path.trim()
  if (!target) errors[form.target === 'operation' ? 'operationId' : 'path'] = 'required'
  const action = ((): FaultRuleInput['action'] => {
    switch (form.kind) {
      case 'delay':
        return { kind: 'delay', ms: num('ms')! }
      case 'delayRange':
        return { kind: 'delay', ms: num('ms')!, maxMs: num('maxMs')! }
      case 'error':
        return { kind: 'error', status: num('status')! }
      case 'drop':
        return { kind: 'drop' }
      case 'timeout': {
        const ms = num('timeoutMs', true)
        return ms === undefined ? { kind: 'timeout' } : { kind: 'timeout', ms }
      }
    }
  })()
  const percent = num('probability')
  const count = num('count', true)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const name = form.name.trim()
  return {
    ok: true,
    rule: {
      ...(name ? { name } : {}),
      match: {
        ...(form.target === 'operation' ? { operationId: target } : { path: target }),
        ...(form.method ? { method: form.method } : {}),
      },
      action,
      // Percent on screen, a chance from 0 to 1 for the server; rounded so 33.3 % stays 0.333.
      probability: Math.round(percent! * 1000) / 100000,
      ...(count !== undefined ? { count } : {}),
    },
  }
}

/** The form's field of a refused input (`action.maxMs`, `match.path`…), given the kind chosen. */
export function faultFieldOf(apiField: string, form: Pick<FaultForm, 'kind' | 'target'>): FaultField | undefined {
  switch (apiField) {
    case 'name':
    case 'probability':
    case 'count':
      return apiField
    case 'match':
      return form.target === 'operation' ? 'operationId' : 'path'
    case 'match.operationId':
      return 'operationId'
    case 'match.path':
      return 'path'
    case 'match.method':
      return 'method'
    case 'action.status':
      return form.kind === 'error' ? 'status' : undefined
    case 'action.maxMs':
      return form.kind === 'delayRange' ? 'maxMs' : undefined
    case 'action.ms':
      return form.kind === 'timeout' ? 'timeoutMs' : form.kind === 'delay' || form.kind === 'delayRange' ? 'ms' : undefined
    default:
      return undefined
  }
}

/** What a kept rule does, as the list's words need it: the kind and its numbers. */
export function faultKindOf(action: FaultRule['action']): FaultKind {
  return action.kind === 'delay' && action.maxMs !== undefined ? 'delayRange' : action.kind
}
