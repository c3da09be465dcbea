// Types for scripts/code-cache.cjs (tests import it).
export declare function cacheFileOf(bundle: string): string
export interface LoadedBundle {
  readonly exports: Record<string, unknown>
  /** True when the bundle was compiled from its cache. */
  readonly cacheUsed: boolean
  writeCache(): void
}
export declare function loadWithCodeCache(bundle: string): LoadedBundle
