import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'vite'
import { rendererAliases } from './aliases.js'

// The web build of the renderer: the same screens the desktop app shows, served by `npm run serve`
// at `/` on the registry's own origin. Relative base so it works under any origin.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [vue()],
  resolve: { alias: rendererAliases },
  // The app's version, shown in the settings, from the one place it is kept.
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  build: {
    outDir: fileURLToPath(new URL('../out/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2048,
  },
})
