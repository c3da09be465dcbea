// Types for scripts/sandbox-image-smoke.mjs (tests import it).
export declare const IMAGE_PORT: number
