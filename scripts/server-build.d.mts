// Types for scripts/server-build.mjs (tests import it).
export { isServerBuildStale, SERVER_OUTPUT, SERVER_SOURCES, WORKER_OUTPUT } from './build-staleness.cjs'
/** The packages the bundle leaves to node_modules (native, or reading files beside themselves). */
export declare const EXTERNAL_PACKAGES: string[]
export declare function buildServer(root: string): Promise<void>
export declare function ensureServerBuild(root: string): Promise<string>
