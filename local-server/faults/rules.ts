/**
 * The fault rules the gateway holds (in memory, from `serve --faults FILE` and the local
 * operations), each registrar's apart, and the choice of the rule that changes a request: the first
 * active rule of the request's registrar whose match fits and whose chance comes up. Only the
 * registry's own addresses can be changed.
 *
 * A registrar's rules are its own (CONTRACT.md: a registrar never sees or changes another's data):
 * listed, added, removed and applied for it alone, numbered from 1 for it alone. The file's rules
 * are every registrar's first rules, each registrar with its own copy (its own counts, its own
 * deletions). Live mode has one registrar, the local API key's: `LIVE_REGISTRAR`.
 */
import { ApiError } from '../api-error.js'
import type { FaultRule, FaultRuleInput } from '../contract/faults.js'

/** Live mode's one registrar (the sandbox's registrars are numbered from 1). */
export const LIVE_REGISTRAR = 0

/** What a rule can match of a request. */
interface FaultTarget {
  readonly method: string
  /** The path, without the query. */
  readonly path: string
  /** The operation the router chose, if any. */
  readonly operationId?: string
}

export interface FaultRules {
  /** A registrar's rules, in the order they are tried. */
  list(registrarId: number): FaultRule[]
  add(registrarId: number, input: FaultRuleInput): FaultRule
  /** A rule every registrar starts with (`serve --faults FILE`), checked like `add`. */
  addInitial(input: FaultRuleInput): void
  /** False when the registrar has no such rule. */
  remove(registrarId: number, id: number): boolean
  clear(registrarId: number): void
  /** A registrar's rules that may still change its requests. */
  activeCount(registrarId: number): number
  /** Whether any registrar's rule may change a request: asked on every request, before its registrar is known. */
  anyActive(): boolean
  /** The rule of the registrar that changes this request, counted as applied; undefined for none. */
  pick(registrarId: number, target: FaultTarget): FaultRule | undefined
}

/** The registry's addresses; the gateway's own, the documents and the web UI are never changed. */
export const mayBeFaulted = (path: string): boolean => path.startsWith('/v1/') || path.startsWith('/oauth/') || path.startsWith('/sandbox/')

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

/** One registrar's rules and the number its next rule takes. */
interface Own {
  readonly held: Held[]
  nextId: number
}

export interface FaultRulesDeps {
  readonly random?: () => number
  /** Whether an operation id exists (the server's areas); without it any id is taken. */
  readonly isOperation?: (id: string) => boolean
}

export function createFaultRules(deps: FaultRulesDeps = {}): FaultRules {
  const random = deps.random ?? Math.random
  const isOperation = deps.isOperation ?? (() => true)
  const initial: FaultRuleInput[] = []
  const registrars = new Map<number, Own>()
  // Active rules of the registrars in `registrars`, kept on every change: `anyActive` runs on
  // every request and must not walk every registrar's rules.
  let activeHeld = 0

  const place = (own: Own, input: FaultRuleInput): FaultRule => {
    const rule: FaultRule = { id: own.nextId++, ...input, applied: 0, active: true }
    own.held.push({ rule, ...(rule.match.path ? { path: pathPattern(rule.match.path) } : {}) })
    return rule
  }

  const hold = (own: Own, input: FaultRuleInput): FaultRule => {
    activeHeld++
    return place(own, input)
  }

  /** What a registrar not changed yet holds: the file's rules, none applied. */
  const fromFile = (): Own => {
    const own: Own = { held: [], nextId: 1 }
    for (const input of initial) place(own, input)
    return own
  }

  /** A registrar's rules to change: its own copy of the file's, made the first time. */
  const ownOf = (registrarId: number): Own => {
    let own = registrars.get(registrarId)
    if (!own) {
      own = fromFile()
      activeHeld += own.held.length
      registrars.set(registrarId, own)
    }
    return own
  }

  /** A registrar's rules to read: a registrar only asked about gets no copy. */
  const heldBy = (registrarId: number): readonly Held[] => (registrars.get(registrarId) ?? fromFile()).held

  const fits = (h: Held, t: FaultTarget) =>
    h.rule.active &&
    (h.rule.match.method === undefined || h.rule.match.method.toUpperCase() === t.method) &&
    (h.path ? h.path.test(t.path) : h.rule.match.operationId === t.operationId)

  const countActive = (held: readonly Held[]): number => {
    let n = 0
    for (const h of held) if (h.rule.active) n++
    return n
  }

  return {
    list: (registrarId) => heldBy(registrarId).map((h) => ({ ...h.rule })),
    add: (registrarId, input) => ({ ...hold(ownOf(registrarId), checked(input, isOperation)) }),
    addInitial(input) {
      initial.push(checked(input, isOperation))
    },
    remove(registrarId, id) {
      const held = ownOf(registrarId).held
      const at = held.findIndex((h) => h.rule.id === id)
      if (at < 0) return false
      if (held[at]?.rule.active) activeHeld--
      held.splice(at, 1)
      return true
    },
    clear(registrarId) {
      const held = ownOf(registrarId).held
      activeHeld -= countActive(held)
      held.splice(0, held.length)
    },
    activeCount: (registrarId) => countActive(heldBy(registrarId)),
    anyActive() {
      // A registrar not changed yet holds the file's rules, all active, and one may come at any time.
      return activeHeld > 0 || initial.length > 0
    },
    pick(registrarId, target) {
      if (!mayBeFaulted(target.path)) return undefined
      const held = registrars.get(registrarId)?.held ?? (initial.length > 0 ? ownOf(registrarId).held : undefined)
      if (!held) return undefined
      for (const h of held) {
        if (!fits(h, target)) continue
        if (h.rule.probability < 1 && random() >= h.rule.probability) continue
        h.rule.applied++
        if (h.rule.count !== undefined && h.rule.applied >= h.rule.count) {
          h.rule.active = false
          activeHeld--
        }
        return { ...h.rule }
      }
      return undefined
    },
  }
}
