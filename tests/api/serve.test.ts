/**
 * `npm run serve` as a developer runs it: a real process, flags from the contract, the
 * `listening on` line, /health, the web UI and /openapi.json on one origin.
 */
import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseServeArgs, serveOptions } from '../../local-server/cli.js'
import { nodeSqliteBinding } from '../../local-server/db/node-binding.js'
import { tempDataDir } from '../helpers/app.js'
import { serveProcesses } from '../helpers/serve-process.js'

const processes = serveProcesses()
afterEach(() => processes.stopAll())

/** `node scripts/serve.cjs …args`, started in `cwd` (the project when not given). */
async function serve(args: string[], cwd?: string): Promise<{ url: string; lines: string[] }> {
  const lines = await processes.start([path.resolve('scripts/serve.cjs')], args, (l) => l.some((line) => line.startsWith('listening on ')), {}, cwd)
  const url = /^listening on (http:\/\/\S+)$/.exec(lines.find((l) => l.startsWith('listening on '))!)![1]!
  return { url, lines }
}

describe('npm run serve', () => {
  it('listens on the given host and port, seeds the given folder, and serves API, UI and OpenAPI on one origin', async () => {
    const data = processes.track(tempDataDir())
    const { url } = await serve(['--host', '127.0.0.1', '--port', '0', '--data', data, '--max-upload-mb', '2'])
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' })
    const page = await fetch(`${url}/`)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(await page.text()).toContain('<div id="app">')
    // The screens run under a strict Content-Security-Policy in the browser as in the app.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.headers.get('content-security-policy')).toContain("object-src 'none'")
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await (await fetch(`${url}/openapi.json`)).json()).openapi).toBe('3.1.0')
    const token = await fetch(`${url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=admin&password=sandbox',
    })
    expect(token.status).toBe(200)
    expect(existsSync(path.join(data, 'registry.sqlite'))).toBe(true)
  }, 60_000)

  it("serves the project's web build when started from another folder", async () => {
    const data = processes.track(tempDataDir())
    const { url } = await serve(['--port', '0', '--data', data], os.tmpdir())
    expect(await (await fetch(`${url}/`)).text()).toContain('<div id="app">')
  }, 60_000)

  it('refuses an unknown flag or a bad number with a clear message', async () => {
    await expect(serve(['--colour'])).rejects.toThrow(/Unknown option '--colour'/)
    await expect(serve(['--port', 'eighty'])).rejects.toThrow(/--port must be a number/)
    await expect(serve(['--max-upload-mb', '0', '--data', processes.track(tempDataDir())])).rejects.toThrow(/--max-upload-mb must be > 0/)
  }, 60_000)
})

describe('parseServeArgs', () => {
  it('maps every contract flag onto the server options', () => {
    expect(parseServeArgs(['--host', '0.0.0.0', '--port', '9000', '--data', 'd', '--empty', '--max-upload-mb', '3'])).toEqual({
      host: '0.0.0.0',
      port: 9000,
      dataDir: 'd',
      empty: true,
      maxUploadMb: 3,
    })
    expect(parseServeArgs([])).toEqual({})
    expect(parseServeArgs(['--reset'])).toEqual({ reset: true })
    // The DNS check's nameserver port and resolver (the browser tests' loopback nameservers).
    expect(parseServeArgs(['--dns-port', '18797', '--resolver', '127.0.0.53:18797'])).toEqual({ dnsPort: 18797, resolver: '127.0.0.53:18797' })
    // The request log's limits (docs/request-log.md).
    expect(
      parseServeArgs(['--request-log-max-records', '500', '--request-log-max-mb', '20', '--request-log-max-days', '2', '--request-log-body-kb', '64']),
    ).toEqual({ requestLogMaxRecords: 500, requestLogMaxMb: 20, requestLogMaxDays: 2, requestLogBodyKb: 64 })
    expect(() => parseServeArgs(['--request-log-max-mb', 'lots'])).toThrow("--request-log-max-mb must be a number, not 'lots'")
    expect(parseServeArgs(['--request-log', '--faults', 'rules.json'])).toEqual({ requestLog: true, faultsFile: 'rules.json' })
    // Names a container is reached by, as a comma-separated list.
    expect(parseServeArgs(['--allowed-hosts', 'Registry, sandbox.ci.internal,'])).toEqual({ allowedHosts: ['registry', 'sandbox.ci.internal'] })
    expect(parseServeArgs(['--allowed-hosts', '*'])).toEqual({ allowedHosts: ['*'] })
  })
})

describe('serveOptions', () => {
  it("stands serve's defaults where no flag is given: the logger at warn, the web build, npm's native module", () => {
    expect(serveOptions(['--data', 'd'], {})).toEqual({ dataDir: 'd', logLevel: 'warn', webRoot: path.resolve('out/web'), nativeBinding: nodeSqliteBinding() })
    expect(nodeSqliteBinding()).toBeDefined()
    expect(serveOptions([], {}, { webRoot: '/opt/sandbox/web' }).webRoot).toBe('/opt/sandbox/web')
  })

  it('lets the flags win', () => {
    expect(serveOptions(['--log-level', 'silent', '--web-root', 'w'], {})).toMatchObject({ logLevel: 'silent', webRoot: 'w' })
  })
})
