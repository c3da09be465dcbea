/**
 * The worker's line to its parent under both runtimes (local-server/process/parent-channel.ts),
 * and the worker's answers to each message of the protocol (run-worker.ts), with the transports
 * replaced by recorders and the server by a stand-in.
 */
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { FolderInUseError } from '../../../../local-server/db/folder-lock.js'
import { NewerSchemaError } from '../../../../local-server/db/migrate.js'
import type { RunningServer } from '../../../../local-server/index.js'
import { parentChannel } from '../../../../local-server/process/parent-channel.js'
import { parseChildMessage, parseParentMessage } from '../../../../local-server/process/protocol.js'
import { runWorker } from '../../../../local-server/process/run-worker.js'

/** An Electron utility process's `process`: messages come as events with `data`. */
function electronChild() {
  const port = Object.assign(new EventEmitter(), { postMessage: vi.fn() })
  const proc = Object.assign(new EventEmitter(), { parentPort: port })
  return { proc, port, receive: (data: unknown) => port.emit('message', { data }) }
}

/** A Node child made by fork: messages come as they are, `send` goes back. */
function nodeChild() {
  const proc = Object.assign(new EventEmitter(), { send: vi.fn(() => true) })
  return { proc, receive: (data: unknown) => proc.emit('message', data) }
}

const running = (sessionPath: string | undefined): RunningServer =>
  ({ url: 'http://127.0.0.1:9290', app: { gateway: { sessionPath: () => sessionPath } }, close: vi.fn(async () => {}) }) as unknown as RunningServer

describe('the parent channel', () => {
  it('speaks through parentPort in an Electron utility process', () => {
    const child = electronChild()
    const channel = parentChannel(child.proc)!
    const seen: unknown[] = []
    channel.onMessage((m) => seen.push(m))
    child.receive({ type: 'close' })
    channel.send({ type: 'closed' })
    expect(seen).toEqual([{ type: 'close' }])
    expect(child.port.postMessage).toHaveBeenCalledWith({ type: 'closed' })
  })

  it('speaks through process.send in a Node child, and hears the parent go', () => {
    const child = nodeChild()
    const channel = parentChannel(child.proc)!
    const seen: unknown[] = []
    const gone = vi.fn()
    channel.onMessage((m) => seen.push(m))
    channel.onDisconnect(gone)
    child.receive({ type: 'close' })
    channel.send({ type: 'closed' })
    child.proc.emit('disconnect')
    expect(seen).toEqual([{ type: 'close' }])
    expect(child.proc.send).toHaveBeenCalledWith({ type: 'closed' })
    expect(gone).toHaveBeenCalled()
  })

  it('is absent in a process started without one', () => {
    expect(parentChannel(new EventEmitter() as never)).toBeUndefined()
  })
})

describe('the protocol', () => {
  it('refuses messages outside its schemas, naming the problem', () => {
    expect(parseParentMessage({ type: 'start', options: { port: 0, dataDir: '/d' } }).ok).toBe(true)
    expect(parseParentMessage({ type: 'start', options: { port: 'eighty' } })).toMatchObject({ ok: false, problem: expect.stringContaining('port') })
    expect(parseParentMessage({ type: 'ask', id: 1, question: 'apiKey' }).ok).toBe(false)
    expect(parseParentMessage('close').ok).toBe(false)
    expect(parseChildMessage({ type: 'ready', url: 'http://127.0.0.1:1' }).ok).toBe(true)
    expect(parseChildMessage({ type: 'ready' }).ok).toBe(false)
    expect(parseChildMessage({ type: 'failed', failure: { kind: 'mystery', name: 'E', message: 'm' } }).ok).toBe(false)
  })
})

describe('the worker', () => {
  const setup = (start: (o: unknown) => Promise<RunningServer>) => {
    const child = nodeChild()
    const exit = vi.fn()
    const warn = vi.fn()
    runWorker(parentChannel(child.proc)!, { start, exit, warn })
    const sent = () => (child.proc.send.mock.calls as unknown[][]).map((c) => c[0])
    return { child, exit, warn, sent }
  }

  it('starts with the options given, answers, and closes the server before saying closed', async () => {
    const server = running('/gateway/session?key=K')
    const start = vi.fn(async () => server)
    const w = setup(start)
    w.child.receive({ type: 'start', options: { port: 0, token: 's3cret' } })
    await vi.waitFor(() => expect(w.sent()).toContainEqual({ type: 'ready', url: 'http://127.0.0.1:9290' }))
    expect(start).toHaveBeenCalledWith({ port: 0, token: 's3cret' })
    w.child.receive({ type: 'ask', id: 7, question: 'sessionPath' })
    expect(w.sent()).toContainEqual({ type: 'answer', id: 7, value: '/gateway/session?key=K' })
    w.child.receive({ type: 'close' })
    await vi.waitFor(() => expect(w.sent()).toContainEqual({ type: 'closed' }))
    expect(server.close).toHaveBeenCalledTimes(1)
  })

  it('sends a failed start with the kind the parent explains apart', async () => {
    const w = setup(async () => Promise.reject(new NewerSchemaError(99, 6)))
    w.child.receive({ type: 'start', options: {} })
    await vi.waitFor(() => expect(w.sent()).toHaveLength(1))
    expect(w.sent()[0]).toMatchObject({ type: 'failed', failure: { kind: 'newer_schema', name: 'NewerSchemaError', message: expect.stringContaining('newer version') } })
    const inUse = setup(async () => Promise.reject(new FolderInUseError('/data')))
    inUse.child.receive({ type: 'start', options: {} })
    await vi.waitFor(() => expect(inUse.sent()).toHaveLength(1))
    expect(inUse.sent()[0]).toMatchObject({ type: 'failed', failure: { kind: 'folder_in_use', name: 'FolderInUseError', message: expect.stringContaining('/data') } })
  })

  it('ignores what is not a message of the protocol, and closes the database when the parent goes', async () => {
    const server = running(undefined)
    const w = setup(async () => server)
    w.child.receive({ type: 'start', options: {} })
    w.child.receive({ type: 'drop-tables' })
    expect(w.warn).toHaveBeenCalledWith(expect.stringContaining('message refused'))
    w.child.proc.emit('disconnect')
    await vi.waitFor(() => expect(w.exit).toHaveBeenCalledWith(0))
    expect(server.close).toHaveBeenCalled()
  })
})
