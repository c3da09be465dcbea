// Types for scripts/build-staleness.cjs (tests import it).
export declare const SERVER_SOURCES: string[]
export declare const SERVER_OUTPUT: string
export declare const WORKER_OUTPUT: string
export declare const WEB_SOURCES: string[]
export declare const WEB_ROOT: string
export declare const WEB_OUTPUT: string
export declare function isServerBuildStale(root: string): boolean
export declare function isWebBuildStale(root: string): boolean
