// Types for scripts/server-build.mjs (tests import it).
export declare const SERVER_SOURCES: string[]
export declare const SERVER_OUTPUT: string
export declare const WORKER_OUTPUT: string
/** The packages the bundle leaves to node_modules (native, or reading files beside themselves). */
export declare const EXTERNAL_PACKAGES: string[]
export declare function isServerBuildStale(root: string): boolean
export declare function buildServer(root: string): Promise<void>
export declare function ensureServerBuild(root: string): Promise<string>
