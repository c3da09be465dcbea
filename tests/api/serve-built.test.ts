/**
 * The server compiled ahead of time (scripts/server-build.mjs): `serve` runs out/server/cli.cjs,
 * built when missing or older than its sources, from the V8 code cache the build writes beside it
 * (scripts/code-cache.cjs), and it answers like the sources do. Its start-up
 * time is measured by hand and reported in docs/architecture.md, never asserted here.
 */
import { mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { execFileSync, fork } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { forkedServer, fromChildProcess } from '../../main/gateway-process.js'
import { ensureServerBuild, isServerBuildStale, SERVER_OUTPUT, SERVER_SOURCES, WORKER_OUTPUT } from '../../scripts/server-build.mjs'
import { tempDataDir } from '../helpers/app.js'
import { serveProcesses } from '../helpers/serve-process.js'

const root = path.resolve(import.meta.dirname, '../..')
const processes = serveProcesses()
afterEach(() => processes.stopAll())

let bundle: string
beforeAll(async () => {
  bundle = await ensureServerBuild(root)
}, 120_000)

describe('the built server', () => {
  it('is one module that requires packages and Node, never TypeScript sources', async () => {
    const { readFileSync } = await import('node:fs')
    const code = readFileSync(bundle, 'utf8')
    const required = [...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!)
    expect(required.length).toBeGreaterThan(0)
    for (const id of required) expect(id).not.toMatch(/^\.|\.ts$|local-server/)
    expect(required).toContain('better-sqlite3')
  })

  it("is, like the gateway's worker, ASCII text, which V8 keeps at one byte a character and code-cache.cjs reads without decoding UTF-8", async () => {
    const { readFileSync } = await import('node:fs')
    for (const file of [bundle, path.join(root, WORKER_OUTPUT)]) {
      const code = readFileSync(file, 'utf8')
      // One character above U+00FF anywhere (a `…` in a comment) would double the source's memory;
      // one above U+007F (an `ä` in a licence) would make it decoded as UTF-8 at every start.
      const wide = code.match(/[^\x00-\x7f]/gu) ?? []
      expect({ file, wide: wide.slice(0, 5) }).toEqual({ file, wide: [] })
    }
  })

  it('comes with its code cache, which a new Node process compiles it from', () => {
    const codeCache = pathToFileURL(path.join(root, 'scripts/code-cache.cjs')).href
    const program = `import { loadWithCodeCache } from ${JSON.stringify(codeCache)}\nconsole.log(loadWithCodeCache(${JSON.stringify(bundle)}).cacheUsed)`
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', program], { env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' })
    expect(out.trim()).toBe('true')
  })

  it('serves a new data folder: /health, the API and the UI', async () => {
    const data = processes.track(tempDataDir())
    const lines = await processes.start([bundle], ['--port', '0', '--data', data, '--empty', '--web-root', path.join(root, 'out/web')], (l) =>
      l.some((line) => line.startsWith('listening on ')),
    )
    const url = /^listening on (http:\/\/\S+)$/.exec(lines.find((l) => l.startsWith('listening on '))!)![1]!
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' })
    // Validators and serializers are compiled on first use: a refused and an accepted request.
    const refused = await fetch(`${url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=nope' })
    expect(refused.status).toBe(400)
    const token = await fetch(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=admin&password=sandbox',
    })
    expect(token.status).toBe(200)
    expect((await token.json()).token_type).toBe('Bearer')
  }, 60_000)
})

describe("the built gateway's worker", () => {
  it('is forked by a Node parent and serves, compiled like serve (the benchmark runs it so)', async () => {
    const worker = path.join(root, WORKER_OUTPUT)
    const start = forkedServer(() => fromChildProcess(fork(worker, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })), { log: () => {} })
    const data = processes.track(tempDataDir())
    const server = await start({ port: 0, dataDir: data, empty: true, logLevel: 'silent' })
    try {
      expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' })
    } finally {
      await server.close()
    }
  }, 60_000)
})

describe('when serve builds the server', () => {
  function project(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'desk-server-build-'))
    for (const s of SERVER_SOURCES) {
      const file = s.includes('.') ? path.join(dir, s) : path.join(dir, s, 'a.ts')
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, '')
    }
    return dir
  }
  const setAge = (file: string, secondsAgo: number) => {
    const t = new Date(statSync(file).mtimeMs - secondsAgo * 1000)
    utimesSync(file, t, t)
  }

  it('builds when the bundle is missing or a source is newer, and not otherwise', () => {
    const dir = project()
    expect(isServerBuildStale(dir)).toBe(true)
    for (const s of SERVER_SOURCES) {
      if (!s.includes('.')) setAge(path.join(dir, s, 'a.ts'), 100)
      setAge(path.join(dir, s), 100)
    }
    mkdirSync(path.join(dir, path.dirname(SERVER_OUTPUT)), { recursive: true })
    writeFileSync(path.join(dir, SERVER_OUTPUT), '')
    // The gateway's worker is part of the build: without it, it is stale.
    expect(isServerBuildStale(dir)).toBe(true)
    writeFileSync(path.join(dir, WORKER_OUTPUT), '')
    expect(isServerBuildStale(dir)).toBe(false)
    writeFileSync(path.join(dir, 'local-server', 'a.ts'), 'changed')
    setAge(path.join(dir, SERVER_OUTPUT), 10)
    expect(isServerBuildStale(dir)).toBe(true)
  })
})
