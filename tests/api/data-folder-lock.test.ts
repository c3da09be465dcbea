/**
 * One server a data folder (db/folder-lock.ts): a second server on a folder in use is refused with
 * the reason, in-process and as `serve`; a closed, failed or killed server lets the folder go.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../local-server/app.js'
import { FolderInUseError } from '../../local-server/db/folder-lock.js'
import { startServer } from '../../local-server/index.js'
import { tempDataDir } from '../helpers/app.js'
import { serveProcesses } from '../helpers/serve-process.js'

const processes = serveProcesses()
afterEach(() => processes.stopAll())

const signIn = (app: Awaited<ReturnType<typeof buildApp>>) =>
  app.inject({ method: 'POST', url: '/oauth/token', payload: 'grant_type=password&username=admin&password=sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' } })

describe('one server a data folder', () => {
  it('refuses a second server on a folder in use, and lets the next one in once the first is closed', async () => {
    const dataDir = tempDataDir()
    const first = await buildApp({ dataDir, logLevel: 'silent' })
    await expect(buildApp({ dataDir, logLevel: 'silent' })).rejects.toThrow(FolderInUseError)
    // The refused start changed nothing: the first still answers from the folder.
    expect((await signIn(first)).statusCode).toBe(200)
    await first.close()
    const next = await buildApp({ dataDir, logLevel: 'silent' })
    try {
      expect((await signIn(next)).statusCode).toBe(200)
    } finally {
      await next.close()
    }
  }, 30_000)

  it('lets the folder go when a start fails after taking it (its port taken)', async () => {
    const dataDir = tempDataDir()
    const taken = net.createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    try {
      const port = (taken.address() as net.AddressInfo).port
      await expect(startServer({ dataDir, logLevel: 'silent', host: '127.0.0.1', port })).rejects.toThrow(/EADDRINUSE/)
      const app = await buildApp({ dataDir, logLevel: 'silent' })
      await app.close()
    } finally {
      taken.close()
    }
  }, 30_000)

  it('leaves no lock behind a server that was killed', async () => {
    const dataDir = tempDataDir()
    const lockModule = path.resolve('local-server/db/folder-lock.ts')
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', `import { lockDataFolder } from ${JSON.stringify(lockModule)}; lockDataFolder(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000)`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
      holder.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)))
    })
    await expect(buildApp({ dataDir, logLevel: 'silent' })).rejects.toThrow(/in use by another server/)
    const ended = new Promise((resolve) => holder.on('exit', resolve))
    holder.kill('SIGKILL')
    await ended
    const app = await buildApp({ dataDir, logLevel: 'silent' })
    await app.close()
  }, 30_000)

  it('serve: a second process on the folder exits with the reason', async () => {
    const data = processes.track(tempDataDir())
    const serve = () => processes.start([path.resolve('scripts/serve.cjs')], ['--port', '0', '--data', data], (lines) => lines.some((l) => l.startsWith('listening on ')))
    await serve()
    // After what `serve` printed before opening the folder (a rebuild of a stale web build, when
    // the renderer's sources changed since the last one).
    await expect(serve()).rejects.toThrow(/serve exited with 1: (?:serve: building .*\n)*serve: The data folder .* is in use by another server/)
  }, 60_000)
})
