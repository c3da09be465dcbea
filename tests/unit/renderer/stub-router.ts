import { createMemoryHistory, createRouter, type Router } from 'vue-router'

/**
 * A router at `/` with an empty screen for each named route a screen under test links to
 * (`{ payment: 'paymentId' }`: the route `payment` and its optional parameter), so that its links
 * resolve.
 */
export async function stubRouter(routes: Readonly<Record<string, string>>): Promise<Router> {
  const Empty = { render: () => null }
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/', component: Empty },
      ...Object.entries(routes).map(([name, param]) => ({ path: param ? `/${name}/:${param}?` : `/${name}`, name, component: Empty })),
    ],
  })
  await router.push('/')
  return router
}
