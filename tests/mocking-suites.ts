// The test files whose vi.mock replaces a module for themselves alone. Vitest shares a worker's
// modules across the files it runs (`isolate: false`, vitest.config.ts), where such a mock would
// not apply once another file has loaded the module: these files run in isolated projects.
// tests/unit/build/mocking-suites.test.ts keeps the lists complete.
export const MOCKING_NODE_SUITES = ['tests/api/oauth-throttle.test.ts', 'tests/unit/main/window.test.ts', 'tests/unit/preload/index.test.ts']
export const MOCKING_RENDERER_SUITES = [
  'tests/unit/renderer/app-frames.test.ts',
  'tests/unit/renderer/components/pdf-render-page.test.ts',
  'tests/unit/renderer/components/pdf-viewer.test.ts',
]
