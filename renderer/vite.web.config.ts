import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import { rendererAliases } from './aliases.js'
import { precompress } from './precompress.js'

// The web build of the renderer: the same screens the desktop app shows, served by `npm run serve`
// at `/` on the registry's own origin. Relative base so it works under any origin.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // Every text file also as .gz and .br, served as they are by `serve` (plugins/web.ts).
  plugins: [vue(), precompress()],
  resolve: { alias: rendererAliases },
  // The app's version, shown in the settings, from the one place it is kept.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  build: {
    outDir: fileURLToPath(new URL('../out/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2048,
    // .vite/manifest.json: which chunks a screen loads (tests/unit/build/web-budget.test.ts).
    manifest: true,
    // No modulepreload polyfill: every browser the app supports preloads modules itself, and with
    // two pages it became a chunk of its own on the sign-in screen's path (web-budget.test.ts).
    modulePreload: { polyfill: false },
    // Two pages: the screens, and the API reference that the local server serves at /docs.
    rolldownOptions: { input: { index: fileURLToPath(new URL('index.html', import.meta.url)), docs: fileURLToPath(new URL('docs.html', import.meta.url)) } },
  },
})
