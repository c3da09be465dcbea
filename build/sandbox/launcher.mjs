#!/usr/bin/env node
// The `registrar-desk-sandbox` command of the published package (scripts/pack-sandbox.mjs copies
// this file to its bin/): the sandbox registry without the desktop app, `serve`'s own code
// (local-server/cli.ts, bundled into server/cli.cjs), with the web build shipped beside it at `/`.
import nodeModule from 'node:module'
import { fileURLToPath } from 'node:url'

// Node 22's compile cache (in the OS's temporary folder) spares later starts the parsing of the
// 3 MB bundle; Node 20 has no such API and compiles it at each start. No cache is shipped: V8's
// caches fit only the Node build that wrote them.
nodeModule.enableCompileCache?.()
const { default: server } = await import('../server/cli.cjs')
await server.runServe(process.argv.slice(2), { webRoot: fileURLToPath(new URL('../web', import.meta.url)) })
