import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { describeFailure, gatewayOptions, type GatewayPaths, startGateway } from '../../../main/gateway.js'
import { NewerSchemaError } from '../../../local-server/db/migrate.js'
import { startServer } from '../../../local-server/index.js'

const folders: string[] = []
const tempPaths = (): GatewayPaths => {
  const root = mkdtempSync(path.join(tmpdir(), 'desk-gateway-'))
  folders.push(root)
  return { dataDir: path.join(root, 'sandbox'), webRoot: path.join(root, 'no-web'), nativeBinding: undefined }
}
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true })
})

describe('the gateway in the main process', () => {
  it('listens on 127.0.0.1 on a free port, with the data folder and web root given', () => {
    const paths = { dataDir: '/u/sandbox', webRoot: '/app/out/renderer', nativeBinding: '/res/native/better_sqlite3.node' }
    expect(gatewayOptions(paths, 'warn')).toEqual({
      host: '127.0.0.1',
      port: 0,
      dataDir: '/u/sandbox',
      webRoot: '/app/out/renderer',
      nativeBinding: '/res/native/better_sqlite3.node',
      logLevel: 'warn',
    })
    expect(gatewayOptions({ ...paths, nativeBinding: undefined }, 'warn')).not.toHaveProperty('nativeBinding')
  })

  it('starts the embedded sandbox and answers on its own origin', async () => {
    const result = await startGateway(startServer, tempPaths(), { mode: 'sandbox' }, 'silent')
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
    const result = await startGateway(startServer, paths, { mode: 'sandbox' }, 'silent')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.failure.code).toBe('newer_data')
    expect(result.failure.message).toContain('newer version')
  })

  it('does not start the sandbox in place of live mode', async () => {
    const start = vi.fn()
    const result = await startGateway(start, tempPaths(), { mode: 'live' })
    expect(start).not.toHaveBeenCalled()
    expect(result).toMatchObject({ ok: false, failure: { code: 'live_unavailable' } })
  })

  it('names a better-sqlite3 built for the wrong runtime, and any other failure', () => {
    expect(describeFailure(new NewerSchemaError(9, 6)).code).toBe('newer_data')
    const abi = new Error(
      "The module 'better_sqlite3.node' was compiled against a different Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 150.",
    )
    expect(describeFailure(abi).code).toBe('native_module')
    expect(describeFailure(new Error('EADDRINUSE'))).toMatchObject({ code: 'start_failed', message: 'EADDRINUSE' })
    expect(describeFailure('odd').message).toBe('odd')
  })
})
