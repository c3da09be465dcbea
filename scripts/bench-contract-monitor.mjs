// `node scripts/bench-contract-monitor.mjs [--rounds N]`: the live contract monitor's CPU cost per
// checked answer (docs/request-log.md, "Live contract monitor"). Real answers of a fresh sandbox
// (payments and invoices pages, a record), checked N times each as they are and with an unknown
// field in every element; CPU time (process.cpuUsage, user + system) per check, after a warm-up.
// The first check of an operation also compiles its validators: measured apart.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'

register()
const { buildApp } = await import('../local-server/app.ts')
const { createContractChecker, MONITOR_MAX_BODY_BYTES, MONITOR_MAX_FINDINGS } = await import('../local-server/contract-monitor/checker.ts')
const { sharedSchemas } = await import('../local-server/contract/common.ts')
const { areas } = await import('../local-server/features/index.ts')

const roundsAt = process.argv.indexOf('--rounds')
const rounds = roundsAt > 0 ? Number(process.argv[roundsAt + 1]) : 2000
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-monitor-'))
const app = await buildApp({ dataDir, logLevel: 'silent' })
try {
  const token = (await app.inject({ method: 'POST', url: '/oauth/token', payload: 'grant_type=password&username=admin&password=sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json().access_token
  const operations = new Map(areas.flatMap((a) => a.operations).map((o) => [`${o.method} ${o.url}`, o]))
  const cases = [
    ['GET /v1/payments', '/v1/payments?size=20'],
    ['GET /v1/payments', '/v1/payments?size=100'],
    ['GET /v1/invoices', '/v1/invoices?size=100'],
    ['GET /v1/registrar', '/v1/registrar'],
  ]
  const cpu = () => {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1000
  }
  console.log(`rounds ${rounds}; CPU ms per check (user + system)`)
  for (const [key, url] of cases) {
    const op = operations.get(key)
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
    const clean = res.body
    const page = JSON.parse(clean)
    for (const e of page.elements ?? [page]) e.registryOnly = 'x'
    const extra = JSON.stringify(page)
    for (const [variant, body] of [['as the spec', clean], ['unknown field in each element', extra]]) {
      const checker = createContractChecker({ sharedSchemas, maxBodyBytes: MONITOR_MAX_BODY_BYTES, maxFindings: MONITOR_MAX_FINDINGS })
      const answer = { status: res.statusCode, contentType: res.headers['content-type'], size: Buffer.byteLength(body), bytes: Buffer.from(body) }
      let t = cpu()
      const first = checker.check(op, answer)
      const firstMs = cpu() - t
      for (let i = 0; i < 50; i++) checker.check(op, answer)
      t = cpu()
      for (let i = 0; i < rounds; i++) checker.check(op, answer)
      const per = (cpu() - t) / rounds
      console.log(`${url.padEnd(24)} ${String(answer.size).padStart(7)} B  ${variant.padEnd(30)} ${per.toFixed(3)} ms  (first, compiling: ${firstMs.toFixed(1)} ms; findings ${first.findings.length})`)
    }
  }
} finally {
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
}
