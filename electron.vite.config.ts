import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { GATEWAY_WORKER_ENTRY } from './main/paths.js'
import { rendererAliases } from './renderer/aliases.js'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Three bundles into out/: main (ESM, like package.json) with the gateway's worker as a second
// entry (out/main/gateway-worker.js, forked by main as a utility process: the server compiled
// ahead of time, like `serve`'s out/server/), the preload (one CommonJS file: a
// sandboxed preload cannot load ES modules nor anything but `electron`), and the renderer, which
// the gateway serves from out/renderer on its own origin.
export default defineConfig({
  main: {
    build: {
      outDir: here('out/main'),
      lib: { entry: { index: here('main/index.ts'), [GATEWAY_WORKER_ENTRY]: here('local-server/process/worker.ts') }, formats: ['es'] },
      // Server dependencies (fastify, better-sqlite3…) stay in node_modules; our sources are bundled.
      externalizeDeps: true,
    },
  },
  preload: {
    build: {
      outDir: here('out/preload'),
      lib: { entry: here('preload/index.ts'), formats: ['cjs'] },
      // Bundle everything the preload imports so that the only `require` left is `electron`.
      externalizeDeps: false,
      rolldownOptions: { output: { entryFileNames: 'index.cjs' } },
    },
  },
  renderer: {
    root: here('renderer'),
    plugins: [vue()],
    // The same aliases as the web build (renderer/vite.web.config.ts): one renderer, two shells.
    resolve: { alias: rendererAliases },
    build: {
      outDir: here('out/renderer'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: { input: here('renderer/index.html') },
    },
  },
})
