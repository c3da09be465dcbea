import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { rendererAliases } from './renderer/aliases.js'
import { useRunTempDir } from './tests/helpers/run-temp-dir.js'
import { MOCKING_NODE_SUITES, MOCKING_RENDERER_SUITES } from './tests/mocking-suites.js'

// Everything the run makes under the system's temporary folder goes into one folder of its own,
// removed when the run ends (tests/helpers/run-temp-dir.ts).
useRunTempDir()

// The server and the shells run under Node, the renderer's components under happy-dom.
const nodeProject = {
  environment: 'node',
  include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
}
const rendererProject = {
  environment: 'happy-dom',
  include: ['tests/unit/renderer/**/*.test.ts'],
  // Its vi.mock gives every file the same module (the locales loaded at once), isolated or not.
  setupFiles: ['tests/unit/renderer/setup-i18n.ts'],
}

export default defineConfig({
  plugins: [vue()],
  resolve: { alias: rendererAliases },
  test: {
    // Vitest's default leaves one core to its main thread, which only waits: on a two-core CI
    // machine that means one test file at a time. Every file has its own data folder and port.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          ...nodeProject,
          exclude: ['tests/unit/renderer/**', ...MOCKING_NODE_SUITES],
          // Seeded once for the run's demo folders. Not in node-mocks: its one file that needs a
          // demo folder seeds it itself, in its worker, rather than the run seeding it twice.
          globalSetup: ['tests/helpers/seeded-template.ts'],
          // A worker loads the server's modules once for all its files, not once a file: more than
          // half of this project's time was each file importing fastify, ajv and the schemas again.
          // Safe because the server keeps no module-level state (every app is made by buildApp
          // from its options); files that replace a module with vi.mock run isolated, below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-mocks', ...nodeProject, include: MOCKING_NODE_SUITES },
      },
      {
        extends: true,
        test: { name: 'renderer', ...rendererProject, exclude: MOCKING_RENDERER_SUITES, isolate: false },
      },
      {
        extends: true,
        test: { name: 'renderer-mocks', ...rendererProject, include: MOCKING_RENDERER_SUITES },
      },
    ],
  },
})
