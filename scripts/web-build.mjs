// Builds the renderer's web bundle when it is missing or older than its sources.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { isWebBuildStale } from './build-staleness.cjs'

/** Builds the web bundle when it is missing or older than its sources (scripts/build-staleness.cjs). */
export function ensureWebBuild(root) {
  if (isWebBuildStale(root)) buildWeb(root)
}

/** Builds the web bundle (out/web), stopping the process if the build fails. */
function buildWeb(root) {
  console.error('serve: building the web interface…')
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'renderer/vite.web.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    // A production build even when started from a test run (vitest sets NODE_ENV=test, which
    // would give Vue's development build).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (result.status !== 0) {
    console.error('serve: the web build failed')
    process.exit(1)
  }
}
