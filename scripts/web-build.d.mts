// Types for scripts/web-build.mjs (tests import it).
export declare function ensureWebBuild(root: string): void
