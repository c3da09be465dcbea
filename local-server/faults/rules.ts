/**
 * The fault rules the gateway holds (in memory, from `serve --faults FILE` and the local
 * operations), and the choice of the rule that changes a request: the first active rule whose
 * match fits and whose chance comes up. Only the registry's own addresses can be changed.
 */
import { ApiError } from '../api-error.js'
import type { FaultRule, FaultRuleInput } from '../contract/faults.js'

/** What a rule can match of a request. */
interface FaultTarget {
  readonly method: string
  /** The path, without the query. */
  readonly path: string
  /** The operation the router chose, if any. */
  readonly operationId?: string
}

export interface FaultRules {
  list(): FaultRule[]
  add(input: FaultRuleInput): FaultRule
  /** False when there is no such rule. */
  remove(id: number): boolean
  clear(): void
  /** Rules that may still change requests. */
  activeCount(): number
  /** The rule that changes this request, counted as applied; undefined for none. */
  pick(target: FaultTarget): FaultRule | undefined
}

/** The registry's addresses; the gateway's own, the documents and the web UI are never changed. */
const mayBeFaulted = (path: string): boolean => path.startsWith('/v1/') || path.startsWith('/oauth/') || path.startsWith('/sandbox/')

/** `/v1/invoices/*\/pdf`, `/v1/darwin/**` as a regular expression of the whole path. */
function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '**' ? '.*' : segment.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')))
    .join('/')
  return new RegExp(`^${source.replace(/\/\.\*$/, '(?:/.*)?')}$`)
}

/**
 * A rule as people give it, checked for what its schema cannot say: one way to match, an
 * operation that exists (a misspelt one would match nothing, silently), a delay range in order.
 */
function checked(input: FaultRuleInput, isOperation: (id: string) => boolean): FaultRuleInput {
  const { operationId, path } = input.match
  if ((operationId === undefined) === (path === undefined)) {
    throw new ApiError(400, 'invalid_body', 'A rule matches by `operationId` or by `path`: give one of them', 'match')
  }
  if (operationId !== undefined && !isOperation(operationId)) {
    throw new ApiError(400, 'invalid_body', `No operation has the id '${operationId}': the ids are those of /openapi.json (e.g. 'invoices.list')`, 'match.operationId')
  }
  if (input.action.kind === 'delay' && input.action.maxMs !== undefined && input.action.maxMs < input.action.ms) {
    throw new ApiError(400, 'invalid_body', 'A delay range ends (`maxMs`) before it starts (`ms`)', 'action.maxMs')
  }
  return input
}

interface Held {
  rule: FaultRule
  path?: RegExp
}

export interface FaultRulesDeps {
  readonly random?: () => number
  /** Whether an operation id exists (the server's areas); without it any id is taken. */
  readonly isOperation?: (id: string) => boolean
}

export function createFaultRules(deps: FaultRulesDeps = {}): FaultRules {
  const random = deps.random ?? Math.random
  const isOperation = deps.isOperation ?? (() => true)
  const held: Held[] = []
  let nextId = 1

  const add = (input: FaultRuleInput): FaultRule => {
    const rule: FaultRule = { id: nextId++, ...checked(input, isOperation), applied: 0, active: true }
    held.push({ rule, ...(rule.match.path ? { path: pathPattern(rule.match.path) } : {}) })
    return { ...rule }
  }

  const fits = (h: Held, t: FaultTarget) =>
    h.rule.active &&
    (h.rule.match.method === undefined || h.rule.match.method.toUpperCase() === t.method) &&
    (h.path ? h.path.test(t.path) : h.rule.match.operationId === t.operationId)

  return {
    list: () => held.map((h) => ({ ...h.rule })),
    add,
    remove(id) {
      const at = held.findIndex((h) => h.rule.id === id)
      if (at < 0) return false
      held.splice(at, 1)
      return true
    },
    clear: () => void held.splice(0, held.length),
    activeCount() {
      // Asked on every request: a loop, no array made.
      let n = 0
      for (const h of held) if (h.rule.active) n++
      return n
    },
    pick(target) {
      if (!mayBeFaulted(target.path)) return undefined
      for (const h of held) {
        if (!fits(h, target)) continue
        if (h.rule.probability < 1 && random() >= h.rule.probability) continue
        h.rule.applied++
        if (h.rule.count !== undefined && h.rule.applied >= h.rule.count) h.rule.active = false
        return { ...h.rule }
      }
      return undefined
    },
  }
}
