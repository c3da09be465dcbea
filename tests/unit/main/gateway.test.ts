import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it, vi } from 'vitest'
import { describeFailure, gatewayOptions, type GatewayPaths, startGateway } from '../../../main/gateway.js'
import { WorkerStartError } from '../../../main/gateway-process.js'
import { forkedStartServer } from '../../helpers/gateway-worker.js'
import { tempFolder } from '../../helpers/temp-folder.js'
import { defaultSettings, type StoredSettings } from '../../../main/settings.js'
import type { SecretBox } from '../../../main/secrets.js'

// A keychain stand-in: "encrypts" by reversing, so a test can see what was decrypted.
const box: SecretBox = {
  available: () => true,
  encrypt: (plain) => Buffer.from([...plain].reverse().join('')).toString('base64'),
  decrypt: (stored) => [...Buffer.from(stored, 'base64').toString()].reverse().join(''),
}
const sandbox = defaultSettings('it')
const live = (over: Partial<StoredSettings> = {}): StoredSettings => ({
  ...sandbox,
  mode: 'live',
  live: { platform: 'production', productionUrl: 'https://registry.example', testUrl: 'https://test.registry.example', auth: 'token' },
  secrets: { token: box.encrypt('tok-123') },
  ...over,
})

const tempPaths = (): GatewayPaths => {
  const root = tempFolder('desk-gateway-')
  return { dataDir: path.join(root, 'sandbox'), liveDataDir: path.join(root, 'live'), webRoot: path.join(root, 'no-web'), nativeBinding: undefined }
}
// The gateway as the app runs it: in a process of its own (main/gateway-process.ts).
const startServer = forkedStartServer()

describe('the gateway started by the main process', () => {
  it("listens on 127.0.0.1 on a free port, with the data folder and web root given, and keeps the developer's request log", () => {
    const paths = { dataDir: '/u/sandbox', liveDataDir: '/u/live', webRoot: '/app/out/renderer', nativeBinding: '/res/native/better_sqlite3.node' }
    expect(gatewayOptions(paths, 'warn')).toEqual({
      host: '127.0.0.1',
      port: 0,
      dataDir: '/u/sandbox',
      webRoot: '/app/out/renderer',
      nativeBinding: '/res/native/better_sqlite3.node',
      logLevel: 'warn',
      requestLog: true,
    })
    expect(gatewayOptions({ ...paths, nativeBinding: undefined }, 'warn')).not.toHaveProperty('nativeBinding')
  })

  it('starts the embedded sandbox and answers on its own origin', async () => {
    const result = await startGateway(startServer, tempPaths(), sandbox, { secrets: box, logLevel: 'silent' })
    if (!result.ok) throw new Error(result.failure.message)
    try {
      expect(result.gateway.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(result.gateway.origin).not.toBe('http://127.0.0.1:0')
      const health = await fetch(`${result.gateway.url}/health`)
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ status: 'ok' })
    } finally {
      await result.gateway.close()
    }
  }, 90_000) // seeding a new data folder takes a while on a busy machine

  it('reports a data folder written by a newer version instead of opening it', async () => {
    const paths = tempPaths()
    mkdirSync(paths.dataDir, { recursive: true })
    const db = new Database(path.join(paths.dataDir, 'registry.sqlite'))
    db.pragma('user_version = 9999')
    db.close()
    const result = await startGateway(startServer, paths, sandbox, { secrets: box, logLevel: 'silent' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.failure.code).toBe('newer_data')
    expect(result.failure.message).toContain('newer version')
  })

  it('starts live mode with the decrypted secret, in the live data folder, opening on the sign-in link', async () => {
    const paths = tempPaths()
    const close = vi.fn(async () => {})
    const start = vi.fn(async (_o: unknown) => ({ url: 'http://127.0.0.1:40001', pid: 1, sessionPath: async () => '/gateway/session?key=K1', close }))
    const result = await startGateway(start, paths, live(), { secrets: box })
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ host: '127.0.0.1', dataDir: paths.liveDataDir, upstream: 'https://registry.example', platform: 'production', token: 'tok-123' }),
      expect.anything(),
    )
    if (!result.ok) throw new Error(result.failure.message)
    expect(result.gateway).toMatchObject({ mode: 'live', origin: 'http://127.0.0.1:40001', dataDir: paths.liveDataDir })
    await expect(result.gateway.entryUrl()).resolves.toBe('http://127.0.0.1:40001/gateway/session?key=K1')
  })

  it('passes the test platform and each grant as the gateway expects them', async () => {
    const options = async (settings: StoredSettings) => {
      const start = vi.fn(async (_o: unknown) => ({ url: 'http://127.0.0.1:1', pid: 1, sessionPath: async () => undefined, close: async () => {} }))
      await startGateway(start, tempPaths(), settings, { secrets: box })
      return start.mock.calls[0]![0] as Record<string, unknown>
    }
    const password = await options(
      live({
        live: { platform: 'test', testUrl: 'http://127.0.0.1:9000', auth: 'password', tokenUrl: 'https://idp.example/token', username: 'ada', scope: 'billing' },
        secrets: { password: box.encrypt('s3cret'), token: box.encrypt('unused') },
      }),
    )
    expect(password).toMatchObject({ upstream: 'http://127.0.0.1:9000', platform: 'test', tokenUrl: 'https://idp.example/token', username: 'ada', password: 's3cret', scope: 'billing' })
    expect(password).not.toHaveProperty('token')
    expect(password).not.toHaveProperty('clientSecret')
    const client = await options(
      live({ live: { platform: 'production', productionUrl: 'https://r.example', auth: 'client', tokenUrl: 'https://idp.example/t', clientId: 'desk' }, secrets: { clientSecret: box.encrypt('cs') } }),
    )
    expect(client).toMatchObject({ upstream: 'https://r.example', tokenUrl: 'https://idp.example/t', clientId: 'desk', clientSecret: 'cs' })
  })

  it('really starts the gateway in live mode, whose sign-in link opens the UI with its session in the fragment', async () => {
    const result = await startGateway(startServer, tempPaths(), live(), { secrets: box, logLevel: 'silent' })
    if (!result.ok) throw new Error(result.failure.message)
    try {
      const entry = await result.gateway.entryUrl()
      expect(entry).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/gateway\/session\?key=/)
      const answer = await fetch(entry, { redirect: 'manual' })
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toMatch(/^\/#gateway-session=[\w-]+$/)
      expect(answer.headers.get('set-cookie')).toBeNull()
      const status = await (await fetch(`${result.gateway.url}/gateway/status`)).json()
      expect(status).toMatchObject({ mode: 'live', platform: 'production', upstream: 'https://registry.example' })
    } finally {
      await result.gateway.close()
    }
  })

  it('does not start the sandbox in place of an incomplete or unreadable live mode', async () => {
    const start = vi.fn()
    const incomplete = await startGateway(start, tempPaths(), live({ secrets: {} }), { secrets: box })
    expect(incomplete).toMatchObject({ ok: false, failure: { code: 'live_settings', message: expect.stringContaining('token') } })
    const broken: SecretBox = { ...box, decrypt: () => { throw new Error('keychain says no') } }
    const unreadable = await startGateway(start, tempPaths(), live(), { secrets: broken })
    expect(unreadable).toMatchObject({ ok: false, failure: { code: 'live_settings', message: 'keychain says no' } })
    expect(start).not.toHaveBeenCalled()
  })

  it('names a better-sqlite3 built for the wrong runtime, and any other failure', () => {
    const newer = new WorkerStartError({ kind: 'newer_schema', name: 'NewerSchemaError', message: 'This data folder was written by a newer version of the app' })
    expect(describeFailure(newer).code).toBe('newer_data')
    const inUse = new WorkerStartError({ kind: 'folder_in_use', name: 'FolderInUseError', message: 'The data folder /d is in use by another server' })
    expect(describeFailure(inUse)).toMatchObject({ code: 'data_in_use', message: expect.stringContaining('/d') })
    const abi = new Error(
      "The module 'better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 150.",
    )
    expect(describeFailure(abi).code).toBe('native_module')
    expect(describeFailure(new Error('EADDRINUSE'))).toMatchObject({ code: 'start_failed', message: 'EADDRINUSE' })
    expect(describeFailure('odd').message).toBe('odd')
  })
})
