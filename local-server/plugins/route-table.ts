/**
 * The paths the server knows, with their methods and error kind, so that a request that did not
 * route can be told apart: a known path with another method answers 405 with `Allow`, in the
 * error kind of its area, instead of a 404.
 */
import type { FastifyInstance } from 'fastify'
import type { ErrorKind } from '../contract/operation.js'

interface KnownPath {
  readonly methods: readonly string[]
  readonly errorKind: ErrorKind
}

interface Entry {
  readonly pattern: RegExp
  readonly methods: Set<string>
  readonly errorKind: ErrorKind
}

/** `/v1/payments/:paymentId` as a regular expression of concrete paths. */
function patternOf(url: string): RegExp {
  const escaped = url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')
  return new RegExp(`^${escaped}/?$`)
}

/** Records every route added after this call (an `onRoute` hook) and finds the one of a path. */
export interface RouteTable {
  at(path: string): KnownPath | undefined
}

export function collectRoutes(app: FastifyInstance): RouteTable {
  const entries = new Map<string, Entry>()
  app.addHook('onRoute', (route) => {
    // Wildcards (the web UI's files) answer every path themselves.
    if (typeof route.url !== 'string' || route.url.includes('*')) return
    const errorKind = (route.config as { errorKind?: ErrorKind } | undefined)?.errorKind ?? 'current'
    const entry = entries.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>(), errorKind }
    for (const method of [route.method].flat()) entry.methods.add(method)
    // Fastify answers HEAD for every GET route (exposeHeadRoutes).
    if (entry.methods.has('GET')) entry.methods.add('HEAD')
    entries.set(route.url, entry)
  })
  return {
    at(path) {
      let decoded = path
      try {
        decoded = decodeURI(path)
      } catch {
        // A malformed escape: match the raw path.
      }
      // The most specific route wins, as in the router: `/requests/count` before `/requests/:requestId`.
      const matches = [...entries.entries()]
        .filter(([, entry]) => entry.pattern.test(path) || entry.pattern.test(decoded))
        .sort(([a], [b]) => a.split(':').length - b.split(':').length)
      const entry = matches[0]?.[1]
      return entry && { methods: [...entry.methods].sort(), errorKind: entry.errorKind }
    },
  }
}
