/**
 * `npm run serve -- --upstream …` as a registrar's script runs it: the contract's flags (or the
 * environment), `api key: K` on the line after `listening on`, and the key working with curl-like
 * calls while the registry behind is another sandbox.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseServeArgs } from '../../local-server/cli.js'
import { tempDataDir } from '../helpers/app.js'
import { serveProcesses } from '../helpers/serve-process.js'
import { disposeRegistry, type Registry, startRegistry } from './live-setup.js'

let registry: Registry
beforeAll(async () => {
  registry = await startRegistry()
}, 60_000)
afterAll(async () => {
  if (registry) await disposeRegistry(registry)
})
const processes = serveProcesses()
afterEach(() => processes.stopAll())

// local-server/cli.ts itself (what scripts/serve.cjs runs after the web build, which this test does not need).
const serve = (args: string[], env: Record<string, string> = {}) =>
  processes.start(['--import', 'tsx', 'local-server/cli.ts'], args, (lines) => lines.some((l) => l.startsWith('api key: ')), env)

describe('npm run serve in live mode', () => {
  it('prints the API key on the line after `listening on`, and proxies with it', async () => {
    const data = processes.track(tempDataDir())
    const lines = await serve(['--port', '0', '--data', data, '--upstream', registry.url, '--token-url', `${registry.url}/oauth/token`, '--username', 'billing'], {
      REGISTRY_PASSWORD: 'sandbox',
    })
    const at = lines.findIndex((l) => l.startsWith('listening on '))
    expect(at).toBeGreaterThanOrEqual(0)
    const url = lines[at]!.slice('listening on '.length)
    const key = /^api key: (\S+)$/.exec(lines[at + 1]!)![1]!
    expect(readFileSync(path.join(data, 'api-key'), 'utf8').trim()).toBe(key)
    expect((await fetch(`${url}/v1/credit`)).status).toBe(401)
    const credit = await fetch(`${url}/v1/credit`, { headers: { 'X-Api-Key': key } })
    expect(credit.status).toBe(200)
    expect(credit.headers.get('x-gateway-cache')).toBe('live')
    expect((await fetch(`${url}/oauth/token`, { method: 'POST' })).status).toBe(404)
    expect((await fetch(`${url}/health`)).status).toBe(200)
  }, 60_000)

  it('refuses to start with half a configuration or a wrong address, naming the flag, in one line without a stack (exit 2)', async () => {
    const refusal = async (args: string[]) => {
      const failed = await serve(['--port', '0', '--data', processes.track(tempDataDir()), ...args]).then(
        () => new Error('it started'),
        (err: Error) => err,
      )
      return failed.message
    }
    expect(await refusal(['--upstream', registry.url])).toBe('serve exited with 2: serve: --upstream needs a token, or a token endpoint with credentials\n')
    expect(await refusal(['--upstream', 'registry.example', '--token', 't'])).toBe("serve exited with 2: serve: --upstream is not a URL: 'registry.example'\n")
    expect(await refusal(['--upstream', registry.url, '--token-url', `${registry.url}/oauth/token`, '--password', 'p'])).toBe(
      'serve exited with 2: serve: --username is needed with a password (the password grant)\n',
    )
  }, 60_000)
})

describe('parseServeArgs: live mode', () => {
  it('maps the flags, and reads the environment when a flag is absent', () => {
    expect(
      parseServeArgs(['--upstream', 'https://r.example', '--token-url', 'https://r.example/t', '--client-id', 'c', '--scope', 'billing', '--cache-max-mb', '50'], {
        REGISTRY_CLIENT_SECRET: 's',
        REGISTRY_CLIENT_ID: 'ignored, the flag wins',
        REGISTRY_PLATFORM: 'test',
      }),
    ).toEqual({ upstream: 'https://r.example', tokenUrl: 'https://r.example/t', clientId: 'c', clientSecret: 's', scope: 'billing', platform: 'test', cacheMaxMb: 50 })
    expect(parseServeArgs([], { REGISTRY_UPSTREAM: 'https://r.example', REGISTRY_TOKEN: 't' })).toEqual({ upstream: 'https://r.example', token: 't' })
    expect(() => parseServeArgs(['--platform', 'staging'])).toThrow(/production or test/)
  })
})
