/**
 * A data folder is private: on POSIX the folder and its subfolders are 0700 and every file in it
 * 0600 (the database and its -wal/-shm, the secrets, invoice PDFs, darwin documents, the live
 * gateway's cache and API key), whatever the process umask, and a folder left wider by an older
 * version or a copy is tightened when it is opened.
 * Windows has no POSIX modes (the user's profile ACL protects the folder): skipped there.
 */
import { chmodSync, cpSync, existsSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { modesUnder, widerThanPrivate, withUmask } from '../helpers/file-modes.js'
import { createTestApp, tempDataDir, type TestApp } from '../helpers/app.js'
import { disposeRegistry, startGateway, startRegistry } from './live-setup.js'

const opened: TestApp[] = []
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close()
})

describe.skipIf(process.platform === 'win32')('data folder modes (POSIX)', () => {
  it('makes a new demo folder 0700 with every file 0600, even under umask 0', async () => {
    const dir = path.join(tempDataDir(), 'nested', 'data')
    const t = await withUmask(0, () => createTestApp({ dataDir: dir }))
    opened.push(t)
    // Written while the server runs, through the same file store as uploads.
    await withUmask(0, () => t.app.ctx.files.write('darwin/late/upload.pdf', Buffer.from('%PDF-1.4\n')))
    for (const name of ['registry.sqlite', 'registry.sqlite-wal', 'registry.sqlite-shm', 'token-secret']) {
      expect(existsSync(path.join(dir, name)), name).toBe(true)
    }
    const files = modesUnder(dir).filter((e) => e.kind === 'file')
    expect(files.some((f) => f.path.startsWith(`files${path.sep}invoices${path.sep}`))).toBe(true)
    expect(files.some((f) => f.path.startsWith(`files${path.sep}darwin${path.sep}`))).toBe(true)
    expect(widerThanPrivate(dir)).toEqual([])
    expect(modesUnder(path.dirname(dir)).find((e) => e.path === '.')?.mode).toBe(0o700)
  })

  it('tightens a copied folder, its subfolders and files when it is opened', async () => {
    const dir = tempDataDir()
    const first = await createTestApp({ dataDir: dir })
    await first.app.close()
    // A copy as `cp -r` makes it under umask 022: every folder 0755, every file 0644.
    const copy = path.join(tempDataDir(), 'copy')
    cpSync(dir, copy, { recursive: true })
    for (const e of modesUnder(copy)) if (e.kind !== 'link') chmodSync(path.join(copy, e.path), e.kind === 'dir' ? 0o755 : 0o644)
    expect(widerThanPrivate(copy).length).toBeGreaterThan(3)
    const again = await createTestApp({ dataDir: copy })
    opened.push(again)
    // The folder itself at once, so nobody else can reach inside; what it holds soon after.
    expect(modesUnder(copy).find((e) => e.path === '.')?.mode).toBe(0o700)
    expect(await again.app.ctx.privateFolder).toBeUndefined()
    expect(widerThanPrivate(copy)).toEqual([])
  })

  it('tightens a folder an older version left wider, once', async () => {
    const dir = tempDataDir()
    const first = await createTestApp({ dataDir: dir })
    await first.app.ctx.privateFolder
    // An older version kept no mark of a walk, and made its files with the umask's modes.
    first.app.ctx.db.prepare(`DELETE FROM settings WHERE key = 'files.privateFolder'`).run()
    await first.app.close()
    for (const e of modesUnder(dir)) if (e.kind !== 'link') chmodSync(path.join(dir, e.path), e.kind === 'dir' ? 0o755 : 0o644)
    const again = await createTestApp({ dataDir: dir })
    opened.push(again)
    expect(await again.app.ctx.privateFolder).toBeUndefined()
    expect(widerThanPrivate(dir)).toEqual([])
  })

  it('keeps the live gateway folder private: api-key and the offline cache with its -wal/-shm', async () => {
    const registry = await startRegistry()
    try {
      const gateway = await withUmask(0, () => startGateway(registry))
      try {
        expect((await gateway.call('/v1/credit')).status).toBe(200)
        for (const name of ['api-key', 'gateway-cache.sqlite', 'gateway-cache.sqlite-wal', 'gateway-cache.sqlite-shm']) {
          expect(existsSync(path.join(gateway.dataDir, name)), name).toBe(true)
        }
        expect(widerThanPrivate(gateway.dataDir)).toEqual([])
      } finally {
        await gateway.close()
      }
    } finally {
      await disposeRegistry(registry)
    }
  })
})
