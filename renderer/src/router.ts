import { createRouter, createWebHashHistory, type RouteRecordRaw, type Router } from 'vue-router'
import type { Group } from '@contract/operation'
import { features } from './features'

declare module 'vue-router' {
  interface RouteMeta {
    /** Public screens (sign-in) need no session. */
    public?: boolean
    /** Groups that may open the screen; absent: every signed-in user. */
    groups?: readonly Group[]
    /** Only for the sandbox (the registry's side of the test platform): absent in live mode, from the navigation too. */
    sandboxOnly?: boolean
    /** Where the screen appears in the navigation. */
    nav?: { section: 'main' | 'billing' | 'darwin' | 'registrar' | 'security' | 'tools' | 'app'; labelKey: string; order: number }
  }
}

/** Every feature's routes, in the order of the list of features (features/index.ts). */
export const featureRoutes: RouteRecordRaw[] = features.flatMap((f) => f.routes ?? [])

export interface RouterDeps {
  signedIn(): boolean
  can(groups: readonly Group[]): boolean
  /** False on the registry's test platform, which has no darwin operations. */
  darwinAvailable(): boolean
  /** Whether the screens talk to the real registry (then the sandbox-only screens are closed). */
  live?(): boolean
  /** Settles once every feature's messages are loaded: screens beyond sign-in wait for it. */
  messages?(): Promise<void>
}

const isDarwinRoute = (path: string): boolean => path === '/darwin' || path.startsWith('/darwin/')

/**
 * Hash history: the same build works from the gateway's origin in the app and under `serve`, and
 * a reload keeps the screen and its filters (they live in the URL's query).
 */
export function createAppRouter(deps: RouterDeps, routes: RouteRecordRaw[] = featureRoutes): Router {
  const router = createRouter({
    history: createWebHashHistory(),
    routes: [...routes, { path: '/:pathMatch(.*)*', redirect: '/' }],
    scrollBehavior: () => ({ top: 0 }),
  })
  router.beforeEach(async (to) => {
    if (to.meta.public) return true
    if (!deps.signedIn()) return { name: 'sign-in', query: { redirect: to.fullPath } }
    if (to.meta.groups && !deps.can(to.meta.groups)) return { name: 'home' }
    if (isDarwinRoute(to.path) && !deps.darwinAvailable()) return { name: 'home' }
    if (to.meta.sandboxOnly && deps.live?.()) return { name: 'home' }
    await deps.messages?.()
    return true
  })
  return router
}
