import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { rendererAliases } from './renderer/aliases.js'

// Two projects: the server and the shells under Node, the renderer's components under happy-dom.
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
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: ['tests/unit/renderer/**'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/helpers/seeded-template.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['tests/unit/renderer/**/*.test.ts'],
          setupFiles: ['tests/unit/renderer/setup-i18n.ts'],
        },
      },
    ],
  },
})
