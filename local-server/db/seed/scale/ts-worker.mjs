// Starts a TypeScript worker of the generator (workerData.module) through tsx, as
// scripts/seed-scale.mjs starts the generator: Node 20's worker threads do not inherit the
// module loader of the thread that starts them.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.module)
