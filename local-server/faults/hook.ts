/**
 * Applies the fault rules (rules.ts) to every request, in both modes, before anything else of the
 * request runs (in live mode before it is forwarded; in either mode before its token is checked:
 * an outage does not ask whether a token is still good). A request meets only its registrar's
 * rules (owner.ts); a sign-in's registrar is known once its body is read, so sign-ins meet them
 * then, just before the token endpoint runs. Every request a rule changes carries the rule in its
 * request log record (`fault`).
 */
import type { Socket } from 'node:net'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { ApiError } from '../api-error.js'
import type { RequestCapture } from '../request-log/capture.js'
import { describeFaultRule } from './describe.js'
import type { FaultOwners } from './owner.js'
import { type FaultRules, mayBeFaulted } from './rules.js'

/** The sandbox's token endpoint: its caller is the user its body names. */
const SIGN_IN = '/oauth/token'


export function installFaults(app: FastifyInstance, rules: FaultRules, deps: { capture: RequestCapture; owners: FaultOwners; random?: () => number }): void {
  const random = deps.random ?? Math.random
  // Connections held by a timeout rule: closed when their time is up, or when the server closes.
  const held = new Set<Socket>()
  app.addHook('preClose', (done) => {
    for (const socket of held) socket.destroy()
    done()
  })

  /** Ends the request without an answer: the connection is closed now, or after `holdMs`. */
  function leave(request: FastifyRequest, holdMs: number): void {
    const socket = request.raw.socket
    const close = () => {
      clearTimeout(timer)
      held.delete(socket)
      deps.capture.recordUnanswered(request)
      socket.destroy()
    }
    const timer = holdMs > 0 ? setTimeout(close, holdMs) : undefined
    if (holdMs <= 0) return close()
    held.add(socket)
    // The client giving up first is the usual end of a timeout.
    socket.once('close', close)
  }

  /** Changes the request as the rule says, or lets it go on (`done`). */
  function apply(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction, registrarId: number | undefined): void {
    if (registrarId === undefined) return done()
    const config = request.routeOptions.config as { operationId?: string } | undefined
    const path = request.url.split('?')[0] ?? request.url
    const rule = rules.pick(registrarId, { method: request.method, path, ...(config?.operationId ? { operationId: config.operationId } : {}) })
    if (!rule) return done()
    request.logNote = { ...request.logNote, fault: describeFaultRule(rule) }
    const action = rule.action
    switch (action.kind) {
      case 'delay': {
        const ms = action.maxMs === undefined ? action.ms : action.ms + Math.floor(random() * (action.maxMs - action.ms + 1))
        setTimeout(done, ms)
        return
      }
      case 'error':
        // The errors plugin writes it in the operation's own error body kind.
        done(new ApiError(action.status, 'fault_injected', action.detail ?? `Fault rule ${describeFaultRule(rule)} answered instead of the registry`))
        return
      case 'drop':
        reply.hijack()
        leave(request, 0)
        return
      case 'timeout':
        reply.hijack()
        leave(request, action.ms ?? 300_000)
        return
    }
  }

  // Sign-ins waiting for their body to name their user.
  const signIns = new WeakSet<FastifyRequest>()
  app.addHook('onRequest', (request, reply, done) => {
    if (!rules.anyActive()) return done()
    const path = request.url.split('?')[0] ?? request.url
    // Not the registry's: no rule changes it, and its registrar need not be looked for.
    if (!mayBeFaulted(path)) return done()
    if (path === SIGN_IN) {
      signIns.add(request)
      return done()
    }
    apply(request, reply, done, deps.owners.of(request))
  })
  app.addHook('preValidation', (request, reply, done) => {
    if (!signIns.has(request)) return done()
    signIns.delete(request)
    apply(request, reply, done, deps.owners.ofSignIn(request.body))
  })
}
