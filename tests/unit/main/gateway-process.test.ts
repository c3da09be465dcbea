/**
 * The gateway in a process of its own (main/gateway-process.ts and local-server/process/), forked
 * for real as a Node child from its sources: it starts, answers, closes its database before it
 * goes, keeps live mode's secrets out of argv and the environment, reports its death, and keeps
 * the parent's event loop free while it works.
 */
import { fork } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { getPriority } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { describe, expect, it, vi } from 'vitest'
import { generateScaleData } from '../../../local-server/db/seed/scale/index.js'
import { forkedServer, fromChildProcess, fromUtilityProcess, WorkerStartError } from '../../../main/gateway-process.js'
import { forkedStartServer, forkWorkerFromSources } from '../../helpers/gateway-worker.js'
import { tempFolder } from '../../helpers/temp-folder.js'

const folder = () => tempFolder('gateway-process-')

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: 'sandbox' }),
  })
  return ((await res.json()) as { access_token: string }).access_token
}

describe('the gateway forked as a child process', () => {
  it('starts, answers on its origin, and ends its process once its database is closed', async () => {
    const dataDir = path.join(folder(), 'data')
    const server = await forkedStartServer()({ dataDir, port: 0, logLevel: 'silent' })
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.pid).not.toBe(process.pid)
    // Below the parent's priority, so that a busy gateway never delays the window.
    expect(getPriority(server.pid!)).toBeGreaterThan(getPriority())
    expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ status: 'ok' })
    // The sandbox has no sign-in link.
    await expect(server.sessionPath()).resolves.toBeUndefined()
    await server.close()
    expect(isAlive(server.pid!)).toBe(false)
    // Closed cleanly: SQLite's write-ahead log is folded back into the database on close.
    expect(existsSync(path.join(dataDir, 'registry.sqlite-wal'))).toBe(false)
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
  }, 60_000)

  it('receives live mode\'s secrets over the IPC channel only, never in its arguments or environment', async () => {
    const children: { readonly pid?: number | undefined; readonly spawnargs: string[] }[] = []
    const start = forkedServer(() => {
      const child = fork(path.resolve(import.meta.dirname, '../../../local-server/process/worker.ts'), [], { execArgv: ['--import', 'tsx'] })
      children.push(child)
      return fromChildProcess(child)
    }, { log: () => {} })
    const secret = 'tok-never-on-the-command-line-4711'
    const server = await start({ dataDir: folder(), port: 0, logLevel: 'silent', upstream: 'https://registry.example', token: secret })
    try {
      const pid = children[0]!.pid!
      expect(children[0]!.spawnargs.join(' ')).not.toContain(secret)
      if (existsSync(`/proc/${pid}/environ`)) {
        expect(readFileSync(`/proc/${pid}/cmdline`, 'latin1')).not.toContain(secret)
        expect(readFileSync(`/proc/${pid}/environ`, 'latin1')).not.toContain(secret)
      }
      // The gateway got it all the same: live mode's sign-in link, asked of the worker.
      expect(await server.sessionPath()).toMatch(/^\/gateway\/session\?key=/)
    } finally {
      await server.close()
    }
  }, 60_000)

  it('reports a start refused by the server with its kind, and ends the process', async () => {
    const dataDir = folder()
    // A data folder written by a newer version of the app.
    const Database = (await import('better-sqlite3')).default
    const db = new Database(path.join(dataDir, 'registry.sqlite'))
    db.pragma('user_version = 9999')
    db.close()
    const pids: number[] = []
    const start = forkedServer(() => {
      const child = forkWorkerFromSources()
      pids.push(child.pid!)
      return child
    }, { log: () => {} })
    const failure = await start({ dataDir, port: 0, logLevel: 'silent' }).catch((err: unknown) => err)
    expect(failure).toBeInstanceOf(WorkerStartError)
    expect((failure as WorkerStartError).failure).toMatchObject({ kind: 'newer_schema', name: 'NewerSchemaError' })
    await vi.waitFor(() => expect(isAlive(pids[0]!)).toBe(false))
  }, 60_000)

  it('reports a process that ends before it is ready', async () => {
    const script = path.join(folder(), 'dies.mjs')
    writeFileSync(script, 'process.exit(3)\n')
    const start = forkedServer(() => fromChildProcess(fork(script, [], { stdio: 'ignore' })), { log: () => {} })
    await expect(start({ port: 0 })).rejects.toThrow(/ended before it was ready \(code 3\)/)
  })

  it('reports its death to the parent when it crashes while running', async () => {
    const onCrash = vi.fn()
    const server = await forkedStartServer()({ dataDir: folder(), port: 0, logLevel: 'silent' }, { onCrash })
    process.kill(server.pid!, 'SIGKILL')
    await vi.waitFor(() => expect(onCrash).toHaveBeenCalledWith(expect.stringContaining('ended unexpectedly (signal SIGKILL)')))
    // Nothing is left to close; closing is still safe (the app's quit path calls it).
    await expect(server.close()).resolves.toBeUndefined()
    await expect(server.sessionPath()).resolves.toBeUndefined()
    expect(onCrash).toHaveBeenCalledTimes(1)
  }, 60_000)
})

describe('isolation', () => {
  it("keeps the parent's event loop ticking while the gateway is blocked by a long SQLite job", async () => {
    // A registrar with years of payments, reset to the demo data: one long synchronous transaction
    // (deleting its rows, their totals and files), as a user can ask of the sandbox.
    const dataDir = path.join(folder(), 'data')
    await generateScaleData({ dataDir, payments: 20_000, invoices: 10, ledger: 10, darwin: 10, years: 2, seed: 1, now: Date.now(), chunk: 20_000, threads: 0 })
    const server = await forkedStartServer()({ dataDir, port: 0, logLevel: 'silent' })
    try {
      const token = await adminToken(server.url)
      const delay = monitorEventLoopDelay({ resolution: 5 })
      delay.enable()
      let resetDone = false
      const reset = fetch(`${server.url}/sandbox/reset`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).finally(() => {
        resetDone = true
      })
      // How long the gateway could not answer: /health, asked again and again until the reset has
      // answered, waits for the reset to let go. (Asked once, it could come before the reset had
      // started, on a busy machine: the two requests travel on their own connections.)
      let childBlockedMs = 0
      while (!resetDone) {
        const asked = performance.now()
        await (await fetch(`${server.url}/health`)).arrayBuffer()
        childBlockedMs = Math.max(childBlockedMs, performance.now() - asked)
      }
      expect((await reset).status).toBe(204)
      // The premise: the gateway really was blocked (about 1.5 s here), or the job must grow.
      expect(childBlockedMs).toBeGreaterThan(200)
      delay.disable()
      const parentMaxMs = delay.max / 1e6
      // In-process, the parent would have stalled as long as the child; here it stalls a small
      // fraction of that at most (a wide margin for a busy machine: the figures are logged).
      console.log(`isolation: gateway blocked ${Math.round(childBlockedMs)} ms; parent's event loop: max delay ${parentMaxMs.toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`)
      expect(parentMaxMs).toBeLessThan(childBlockedMs / 4)
    } finally {
      await server.close()
    }
  }, 120_000)
})

/** Electron's UtilityProcess as far as the adapter uses it; `reply` scripts the worker's answers. */
function fakeUtilityProcess(reply: (message: { type: string; id?: number }) => unknown[]) {
  const child = Object.assign(new EventEmitter(), {
    pid: 4711 as number | undefined,
    posted: [] as unknown[],
    postMessage(message: { type: string }) {
      child.posted.push(message)
      for (const answer of reply(message)) queueMicrotask(() => child.emit('message', answer))
    },
    kill: vi.fn(() => {
      queueMicrotask(() => child.emit('exit', 0))
      return true
    }),
  })
  return child
}

describe('the gateway as an Electron utility process (its fork replaced)', () => {
  it('starts with the options as one message, asks, and ends the process after the database is closed', async () => {
    const child = fakeUtilityProcess((m) =>
      m.type === 'start' ? [{ type: 'ready', url: 'http://127.0.0.1:9291' }]
      : m.type === 'ask' ? [{ type: 'answer', id: m.id, value: '/gateway/session?key=K2' }]
      : [{ type: 'closed' }],
    )
    const start = forkedServer(() => fromUtilityProcess(child as never), { log: () => {} })
    const server = await start({ port: 0, dataDir: '/d', token: 't0k', nativeBinding: '/res/native/better_sqlite3.node' })
    expect(child.posted[0]).toEqual({ type: 'start', options: { port: 0, dataDir: '/d', token: 't0k', nativeBinding: '/res/native/better_sqlite3.node' } })
    expect(server).toMatchObject({ url: 'http://127.0.0.1:9291', pid: 4711 })
    await expect(server.sessionPath()).resolves.toBe('/gateway/session?key=K2')
    await server.close()
    expect(child.posted.at(-1)).toEqual({ type: 'close' })
    expect(child.kill).toHaveBeenCalledTimes(1)
  })

  it('ignores a malformed message, and ends a worker that never closes after the time allowed', async () => {
    const log = vi.fn()
    const child = fakeUtilityProcess((m) => (m.type === 'start' ? [{ type: 'ready', url: 42 }, { type: 'ready', url: 'http://127.0.0.1:9292' }] : []))
    const server = await forkedServer(() => fromUtilityProcess(child as never), { log, closeTimeoutMs: 20 })({ port: 0 })
    expect(server.url).toBe('http://127.0.0.1:9292')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('message from the worker refused'))
    await server.close()
    expect(child.kill).toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(expect.stringContaining('did not close within 20 ms'))
  })
})
