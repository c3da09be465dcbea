import { describe, expect, it } from 'vitest'
import type { Group } from '@contract/operation'
import { createAppRouter } from '@/router'

// The registry's side exists only in the sandbox; the fault rules in both modes (docs/faults.md).
async function landing(path: string, opts: { live: boolean; groups: Group[] }): Promise<string> {
  const router = createAppRouter({
    signedIn: () => true,
    can: (allowed) => opts.groups.some((g) => allowed.includes(g)),
    darwinAvailable: () => true,
    live: () => opts.live,
  })
  await router.push(path)
  return router.currentRoute.value.path
}

describe('the sandbox-only screens', () => {
  it('open for an administrator in the sandbox', async () => {
    expect(await landing('/registry-side', { live: false, groups: ['admin'] })).toBe('/registry-side')
  })

  it('send an administrator in live mode home, while the fault rules still open', async () => {
    expect(await landing('/registry-side', { live: true, groups: ['admin'] })).toBe('/')
    expect(await landing('/faults', { live: true, groups: ['admin'] })).toBe('/faults')
  })

  it('stay closed to the other groups', async () => {
    expect(await landing('/registry-side', { live: false, groups: ['billing', 'domain'] })).toBe('/')
    expect(await landing('/faults', { live: false, groups: ['darwin'] })).toBe('/')
  })
})
