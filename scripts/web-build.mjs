// Builds the renderer's web bundle when it is missing or older than its sources.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const SOURCES = ['renderer', 'local-server/contract', 'local-server/validation', 'package-lock.json']

function newestMtime(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

export function ensureWebBuild(root) {
  const index = path.join(root, 'out/web/index.html')
  const built = existsSync(index) ? statSync(index).mtimeMs : 0
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))
  if (built >= sources) return
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
