// `npm run smoke:sandbox-image -- IMAGE`: runs the sandbox's Docker image (build/sandbox/Dockerfile)
// as a pipeline would, and checks it before CI accepts it or the release pushes it: the container
// becomes healthy (its HEALTHCHECK works), answers what a pipeline relies on
// (scripts/sandbox-probe.mjs) on a published port, and stops with exit code 0 on `docker stop`.
// Needs Docker (GitHub's Ubuntu runners have it; this project's development machine does not).
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { sandboxProblems } from './sandbox-probe.mjs'

/** The port the image's sandbox listens on, in its container (EXPOSE, ENTRYPOINT and HEALTHCHECK say it too). */
export const IMAGE_PORT = 8787
const HEALTHY_WITHIN_MS = 90_000

const docker = (...args) => execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim()

async function waitUntilHealthy(container) {
  const deadline = Date.now() + HEALTHY_WITHIN_MS
  for (;;) {
    const [running, health] = docker('inspect', '--format', '{{.State.Running}} {{if .State.Health}}{{.State.Health.Status}}{{end}}', container).split(' ')
    if (health === 'healthy') return
    if (running !== 'true' || health === 'unhealthy') throw new Error(`the container is ${running === 'true' ? 'unhealthy' : 'not running'}`)
    if (Date.now() > deadline) throw new Error(`not healthy after ${HEALTHY_WITHIN_MS / 1000} s`)
    await sleep(1000)
  }
}

async function smoke(image) {
  const container = `registrar-desk-sandbox-smoke-${process.pid}`
  // A free port of the host, on loopback only.
  docker('run', '--detach', '--name', container, '--publish', `127.0.0.1::${IMAGE_PORT}`, image)
  try {
    await waitUntilHealthy(container)
    const address = docker('port', container, `${IMAGE_PORT}/tcp`).split('\n')[0]
    const problems = await sandboxProblems(`http://${address}`)
    docker('stop', '--time', '10', container)
    const exitCode = docker('inspect', '--format', '{{.State.ExitCode}}', container)
    if (exitCode !== '0') problems.push(`docker stop: exit code ${exitCode} instead of 0`)
    return problems
  } catch (err) {
    return [err.message]
  } finally {
    console.error(docker('logs', container))
    docker('rm', '--force', container)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [image] = process.argv.slice(2)
  if (!image) {
    console.error('usage: npm run smoke:sandbox-image -- IMAGE')
    process.exit(2)
  }
  const problems = await smoke(image)
  for (const problem of problems) console.error(`sandbox image: ${problem}`)
  if (problems.length > 0) process.exit(1)
  console.log(`sandbox image ${image}: healthy, answers, stops cleanly`)
}
