// `npm run serve`: builds what it needs (the web interface, the server compiled ahead of time:
// each only when missing or older than its sources), then runs the embedded registry from
// out/server/cli.js (local-server/cli.ts bundled). No TypeScript is compiled at run time.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { ensureServerBuild } from './server-build.mjs'
import { ensureWebBuild } from './web-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The benchmark (scripts/bench/) measures the API and starts many servers: it skips the web build check.
if (!process.env.REGISTRAR_DESK_SKIP_WEB_BUILD) ensureWebBuild(root)
const { runServe } = await import(pathToFileURL(await ensureServerBuild(root)).href)
await runServe(process.argv.slice(2))
