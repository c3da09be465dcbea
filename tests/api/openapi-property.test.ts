/**
 * Property test of the served `/openapi.json` against the server: for every operation in the
 * document, 100 valid and 100 invalid requests drawn from its own schemas (fast-check, fixed
 * seeds), each answered without a 5xx, with a documented status, a documented media type and a
 * body valid against the documented schema (Ajv); the invalid ones with a 4xx. A failure prints
 * the operation, the request, the seed and the shrunk counter-example.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { startNameservers, type RunningNameservers } from '../helpers/dns-server.js'
import { answerChecker, type AnswerCheck } from '../helpers/openapi/answers.js'
import { type DocOperation, type DrawnRequest, invalidRequests, type Tokens, validRequests } from '../helpers/openapi/requests.js'
import { resolverOf, type Resolve, type Schema } from '../helpers/openapi/values.js'

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100)
const BASE_SEED = 20260301
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete']
/** Demo users, one per group (the demo data set, /work/shared/CONTRACT.md). */
const USER_OF_GROUP: Record<string, string> = { admin: 'admin', billing: 'billing', domain: 'domain', darwin: 'darwin' }

// The DNS check asks nameservers: a refusing one on loopback answers every question at once, so
// that valid checks finish quickly and nothing leaves the machine.
const nameservers: RunningNameservers = await startNameservers([
  { address: '127.0.0.1', zone: { origin: 'invalid.', records: [] }, behaviour: { refuse: true } },
])
const t: TestApp = await createTestApp({ resolver: `127.0.0.1:${nameservers.port}`, dnsPort: nameservers.port })
const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json() as Schema
const resolve: Resolve = resolverOf(doc)
const check: AnswerCheck = answerChecker(doc)

/** Side effects that would empty the ground under the others run last: deletions, the clock, the reset. */
const LATE: Array<(o: DocOperation) => boolean> = [
  (o) => o.method === 'delete',
  (o) => o.path === '/sandbox/clock' && o.method !== 'get',
  (o) => o.path === '/sandbox/reset',
]
const lateness = (o: DocOperation) => LATE.findIndex((late) => late(o)) + 1
const operations: DocOperation[] = Object.entries(doc.paths as Record<string, Schema>)
  .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Schema })))
  .sort((a, b) => lateness(a) - lateness(b))

let tokens: Tokens
const tried = new Map<string, { valid: number; invalid: number }>()
const nothingToBreak = new Set<string>()

beforeAll(async () => {
  const known = new Map<string, string>()
  for (const user of Object.values(USER_OF_GROUP)) {
    for (const scope of [undefined, 'billing', 'darwin']) known.set(`${user} ${scope ?? ''}`, await t.token(user, scope))
  }
  tokens = {
    forGroup: (group) => known.get(`${USER_OF_GROUP[group]} `)!,
    refused(groups, scope) {
      const outsider = Object.keys(USER_OF_GROUP).find((g) => !groups.includes(g))
      if (outsider) return known.get(`${USER_OF_GROUP[outsider]} `)
      const otherScope = scope === 'billing' ? 'darwin' : scope === 'darwin' ? 'billing' : undefined
      return otherScope ? known.get(`${USER_OF_GROUP[groups[0]!]} ${otherScope}`) : undefined
    },
  }
})

afterAll(async () => {
  await t.close()
  await nameservers.close()
})

const seedOf = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, BASE_SEED)

async function clearFaultRules(): Promise<void> {
  const res = await t.app.inject({ method: 'DELETE', url: '/gateway/faults', headers: { authorization: `Bearer ${tokens.forGroup('admin', undefined)}` } })
  if (res.statusCode >= 300) throw new Error(`DELETE /gateway/faults answered ${res.statusCode}: ${res.body.slice(0, 200)}`)
}

const describeRequest = (r: DrawnRequest) =>
  `${r.method} ${r.url}${r.broken ? ` (broken: ${r.broken})` : ''}${r.payload ? `\n  content-type: ${r.headers['content-type']}\n  body: ${String(r.payload).slice(0, 300)}` : ''}`

async function answerOf(o: DocOperation, r: DrawnRequest, mustBe4xx: boolean): Promise<void> {
  const res = await t.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, ...(r.payload !== undefined ? { payload: r.payload } : {}) })
  // A drawn fault rule would change the answers of the operations drawn after it: removed at once.
  if (r.method.toLowerCase() === 'post' && r.url.startsWith('/gateway/faults') && res.statusCode < 300) await clearFaultRules()
  const problems = [
    res.statusCode >= 500 ? `answered ${res.statusCode}: ${res.body.slice(0, 200)}` : undefined,
    mustBe4xx && (res.statusCode < 400 || res.statusCode >= 500) ? `an invalid request answered ${res.statusCode}` : undefined,
    check(o.op, res),
  ].filter(Boolean)
  if (problems.length) throw new Error(`${o.op.operationId}: ${problems.join('; ')}\n  request: ${describeRequest(r)}\n  answer: ${res.statusCode} ${res.body.slice(0, 300)}`)
}

describe('every operation of /openapi.json, from its own schemas', () => {
  for (const o of operations) {
    const id = o.op.operationId as string
    it(`${id}: ${RUNS} valid and ${RUNS} invalid requests get documented answers`, async () => {
      const seed = seedOf(id)
      const counts = { valid: 0, invalid: 0 }
      tried.set(id, counts)
      await fc.assert(
        fc.asyncProperty(validRequests(o, resolve, tokens), async (r) => {
          counts.valid++
          await answerOf(o, r, false)
        }),
        { seed, numRuns: RUNS, endOnFailure: true },
      )
      const invalid = invalidRequests(o, resolve, tokens)
      if (!invalid) {
        // Nothing to break: no token, no parameter, no body. Such an operation is listed below.
        nothingToBreak.add(id)
        return
      }
      await fc.assert(
        fc.asyncProperty(invalid, async (r) => {
          counts.invalid++
          await answerOf(o, r, true)
        }),
        { seed: seed + 1, numRuns: RUNS, endOnFailure: true },
      )
    }, 300_000)
  }

  it('covered every operation of the document, each with enough requests', () => {
    const ids = operations.map((o) => o.op.operationId as string)
    expect(ids.length).toBeGreaterThan(90)
    for (const id of ids) {
      expect(tried.get(id)?.valid, id).toBeGreaterThanOrEqual(RUNS)
      if (!nothingToBreak.has(id)) expect(tried.get(id)?.invalid, id).toBeGreaterThanOrEqual(RUNS)
    }
    // Only operations anyone may call with nothing to send have no invalid request: few, and named.
    for (const id of nothingToBreak) {
      const o = operations.find((x) => x.op.operationId === id)!
      expect(o.op.security ?? [], id).toEqual([])
      expect(o.op.parameters ?? [], id).toEqual([])
      expect(o.op.requestBody, id).toBeUndefined()
    }
    expect(nothingToBreak.size).toBeLessThanOrEqual(6)
  })
})
