// Types for scripts/huge-pages.mjs (tests import it).
export declare function hugePageEnv(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): NodeJS.ProcessEnv | undefined
