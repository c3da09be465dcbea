// `npm run serve`: builds what it needs, then runs the embedded registry (local-server/cli.ts).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'
import { ensureWebBuild } from './web-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The benchmark (scripts/bench/) measures the API and starts many servers: it skips the web build check.
if (!process.env.REGISTRAR_DESK_SKIP_WEB_BUILD) ensureWebBuild(root)
register()
const { runServe } = await import('../local-server/cli.ts')
await runServe(process.argv.slice(2))
