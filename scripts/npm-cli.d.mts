// Types for scripts/npm-cli.mjs (tests import it).
export declare function runNpm(args: string[], cwd: string): string
