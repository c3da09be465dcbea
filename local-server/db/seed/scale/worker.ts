/** One of the generator's worker threads (a TypeScript module run through ts-worker.mjs). */
import { Worker } from 'node:worker_threads'

export interface RunningWorker<T> {
  /** The worker's one message, or its error. */
  readonly result: Promise<T>
  /** A message to the worker; the buffers of `transfer` move to it (unusable here after). */
  send(message: unknown, transfer?: readonly ArrayBuffer[]): void
  /** Ends the worker if it still runs (the generator failed elsewhere). */
  stop(): Promise<void>
}

export function startWorker<T>(module: URL, data: object): RunningWorker<T> {
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { ...data, module: module.href } })
  const result = new Promise<T>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the worker ${module.pathname} ended (${code}) without an answer`)))
  })
  // Awaited by the generator, or never when it fails first: stop() is then what matters.
  result.catch(() => {})
  return {
    result,
    send: (message, transfer = []) => worker.postMessage(message, [...transfer]),
    stop: () => worker.terminate().then(() => {}),
  }
}
