// Types for scripts/sandbox-probe.mjs (tests import it).
export declare function sandboxProblems(base: string): Promise<string[]>
