// Types for scripts/chromium.mjs (the Playwright config and the benchmark import it).
export declare const chromiumPath: () => string
export declare const CHROMIUM_ARGS: readonly string[]
