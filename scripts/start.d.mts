// Types for scripts/start.mjs (tests import it).
export declare const SOURCES: string[]
export declare const OUTPUTS: string[]
export declare function isBuildStale(root?: string): boolean
export declare function electronBinary(root?: string): string | null
export declare function main(): Promise<number>
