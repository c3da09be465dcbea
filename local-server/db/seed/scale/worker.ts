/**
 * One of the generator's worker threads (a TypeScript module run through ts-worker.mjs). It is
 * started before the data folder is made and gets its work as its first message: loading its
 * modules through tsx takes about a second and a half of CPU, spent while the demo folder is made
 * instead of while the generated rows are written.
 */
import { Worker } from 'node:worker_threads'

export interface RunningWorker<T> {
  /** The worker's messages, in order (`answers` of startWorker), each rejected if it fails first. */
  readonly answers: readonly Promise<T>[]
  /** The last of them. */
  readonly result: Promise<T>
  /** A message to the worker (the first one: its work); the buffers of `transfer` move to it (unusable here after). */
  send(message: unknown, transfer?: readonly ArrayBuffer[]): void
  /** Ends the worker if it still runs (the generator failed elsewhere). */
  stop(): Promise<void>
}

interface Deferred<T> {
  readonly promise: Promise<T>
  resolve(value: T): void
  reject(err: unknown): void
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (err: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** Starts `module` in a worker thread that posts `answers` messages (one by default). */
export function startWorker<T>(module: URL, answers = 1): RunningWorker<T> {
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { module: module.href } })
  const pending = Array.from({ length: answers }, () => deferred<T>())
  let received = 0
  const failAll = (err: unknown) => {
    for (const p of pending.slice(received)) p.reject(err)
  }
  worker.on('message', (message: T) => pending[received++]?.resolve(message))
  worker.once('error', failAll)
  worker.once('exit', (code) => failAll(new Error(`the worker ${module.pathname} ended (${code}) without an answer`)))
  // Awaited by the generator, or never when it fails first: stop() is then what matters.
  for (const p of pending) p.promise.catch(() => {})
  return {
    answers: pending.map((p) => p.promise),
    result: pending[answers - 1]!.promise,
    send: (message, transfer = []) => worker.postMessage(message, [...transfer]),
    stop: () => worker.terminate().then(() => {}),
  }
}
