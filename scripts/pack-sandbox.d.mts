// Types for scripts/pack-sandbox.mjs (tests import it).
export declare const SANDBOX_PACKAGE: string
export declare const SANDBOX_BIN: string
export declare function sandboxTarballName(version: string): string
export declare function packSandbox(root: string, destination?: string): Promise<string>
