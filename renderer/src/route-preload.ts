import type { RouteRecordName, Router } from 'vue-router'

/**
 * Downloads and evaluates the code of a screen before it is opened: the lazy components of the
 * named route (the `() => import(...)` of its record), which vue-router would otherwise load only
 * on the way there. Once loaded, opening the screen costs no download (an invoice's first PDF,
 * `npm run bench`'s screens). Components given as components, and unknown names, are left alone.
 */
export async function preloadRoute(router: Router, name: RouteRecordName): Promise<void> {
  const record = router.getRoutes().find((r) => r.name === name)
  if (!record) return
  const loaders = Object.values(record.components ?? {}).filter(isLazyLoader)
  await Promise.all(loaders.map((load) => load()))
}

/** vue-router's own test: a function that is not a functional component is a lazy loader. */
function isLazyLoader(component: unknown): component is () => Promise<unknown> {
  return typeof component === 'function' && !('displayName' in component) && !('props' in component) && !('__vccOpts' in component)
}
