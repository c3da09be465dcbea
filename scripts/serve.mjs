// `npm run serve`: builds what it needs, then runs the embedded registry (local-server/cli.ts).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { register } from 'tsx/esm/api'
import { ensureWebBuild } from './web-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
ensureWebBuild(root)
register()
const { runServe } = await import('../local-server/cli.ts')
await runServe(process.argv.slice(2))
