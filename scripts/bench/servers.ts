/**
 * The servers under test, each a child process pinned to one core when `taskset` exists: bare
 * node:http answering a fixed body (the machine's ceiling), and the sandbox as `npm run serve`
 * starts it (scripts/serve.cjs, without its web-build check: the API is measured, not the UI).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'

export interface RunningServer {
  readonly url: string
  readonly pid: number
  /** Milliseconds from spawn to the first 200 of `/health` (or `/`). */
  readonly startupMs: number
  stop(): Promise<void>
}

/** taskset's CPU lists: the server's core, the load generator's, and every core of the machine. */
export interface Cores {
  readonly server: string
  readonly client: string
  readonly every: string
}

/** The cores, or none without taskset or a second core. Called before pinning: a pinned process sees one core. */
export function cores(): Cores | undefined {
  const count = availableParallelism()
  if (count < 2) return undefined
  return spawnSync('taskset', ['--version']).status === 0 ? { server: '0', client: '1', every: `0-${count - 1}` } : undefined
}

/** Pins this process (every thread of it) to `cpuList` (taskset's form: `1`, `0-3`). */
export function pinSelf(cpuList: string): void {
  spawnSync('taskset', ['-apc', cpuList, String(process.pid)], { stdio: 'ignore' })
}

const BARE_SERVER = `
const http = require('node:http')
const body = Buffer.alloc(Number(process.argv[1]), 120)
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  res.end(body)
})
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port))
`

/** Memory of a process from /proc (Linux): resident now and its peak, in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? Number.NaN)
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) }
  } catch {
    return undefined
  }
}

async function firstOk(url: string, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 2))
  }
}

async function start(args: string[], core: string | undefined, probe: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const command = core ? ['taskset', '-c', core, process.execPath, ...args] : [process.execPath, ...args]
  const started = performance.now()
  const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const m = /listening on (http:\/\/\S+)/.exec(out)
      if (m) resolve(m[1]!)
    })
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`)))
  })
  const startupMs = await firstOk(`${url}${probe}`, started, child)
  return {
    url,
    pid: child.pid!,
    startupMs: Math.round(startupMs),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

export function startBare(bodyBytes: number, core: string | undefined): Promise<RunningServer> {
  return start(['-e', BARE_SERVER, String(bodyBytes)], core, '/')
}

/** `env` is added to the benchmark's environment; a variable given as undefined is left out. */
export function startSandbox(root: string, dataDir: string, core: string | undefined, extra: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return start([path.join(root, 'scripts/serve.cjs'), '--data', dataDir, '--port', '0', '--log-level', 'warn', ...extra], core, '/health', {
    REGISTRAR_DESK_SKIP_WEB_BUILD: '1',
    ...env,
  })
}
