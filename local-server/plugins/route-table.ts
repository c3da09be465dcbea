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
  /** The route's path split at its slashes, once: `areaKindOf` compares it with every unknown path. */
  readonly segments: readonly string[]
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
  /**
   * The error kind of the area a path no route has is in: that of the longest known path it
   * extends (`/v1/registrar/nothing` is in `/v1/registrar`'s), segment by segment, a parameter
   * standing for any one segment; undefined when it extends none.
   */
  areaKindOf(path: string): ErrorKind | undefined
}

/** How many leading segments of `path` the route's segments match, all of them; 0 when they do not. */
function extendedBy(routeSegments: readonly string[], pathSegments: readonly string[]): number {
  if (routeSegments.length > pathSegments.length) return 0
  for (let i = 0; i < routeSegments.length; i++) {
    const r = routeSegments[i]!
    if (!r.startsWith(':') && r !== pathSegments[i]) return 0
  }
  return routeSegments.length
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean)

export function collectRoutes(app: FastifyInstance): RouteTable {
  const entries = new Map<string, Entry>()
  app.addHook('onRoute', (route) => {
    // Wildcards (the web UI's files) answer every path themselves.
    if (typeof route.url !== 'string' || route.url.includes('*')) return
    const errorKind = (route.config as { errorKind?: ErrorKind } | undefined)?.errorKind ?? 'current'
    const entry = entries.get(route.url) ?? { pattern: patternOf(route.url), segments: segmentsOf(route.url), methods: new Set<string>(), errorKind }
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
    areaKindOf(path) {
      const pathSegments = segmentsOf(path)
      let best: { length: number; kind: ErrorKind } | undefined
      for (const entry of entries.values()) {
        const length = extendedBy(entry.segments, pathSegments)
        if (length > 0 && (!best || length > best.length)) best = { length, kind: entry.errorKind }
      }
      return best?.kind
    },
  }
}
