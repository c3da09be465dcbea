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
      // Packages bundled like `serve`'s out/server (scripts/server-build.mjs: one file loads far
      // quicker than hundreds), but the two that must stay in node_modules: better-sqlite3 is
      // native, pdfkit reads its font files beside itself. Electron itself is always external.
      externalizeDeps: false,
      rolldownOptions: { external: [/^better-sqlite3(?:\/|$)/, /^pdfkit(?:\/|$)/] },
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
      // The screens, and the API reference that the gateway serves at /docs (local-server/plugins/web.ts).
      rolldownOptions: { input: { index: here('renderer/index.html'), docs: here('renderer/docs.html') } },
    },
  },
})
