import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areas, areaTags } from '../../local-server/features/index.js'
import { GATEWAY_TAG } from '../../local-server/gateway/routes.js'
import { REQUEST_LOG_TAG } from '../../local-server/request-log/routes.js'
import { FAULTS_TAG } from '../../local-server/faults/routes.js'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
let doc: Record<string, any>
beforeAll(async () => {
  t = await createTestApp()
  const res = await t.call({ method: 'GET', url: '/openapi.json' })
  expect(res.statusCode).toBe(200)
  doc = res.json()
})
afterAll(() => t.close())

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([url, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'head', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ url, method, op })),
  )

describe('/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.version).toBe('v1.0')
  })

  // The spec: the description has version v1.0, and every operation is marked with version 1.0.
  it('marks every operation of the API with its version, 1.0', () => {
    const api = operations().filter((o) => o.url.startsWith('/v1/'))
    expect(api.length).toBeGreaterThanOrEqual(83)
    for (const { url, method, op } of api) expect(op['x-version'], `${method} ${url}`).toBe('1.0')
  })

  it('gives every operation a unique id, a tag, and its security rule', () => {
    const ops = operations()
    const ids = ops.map((o) => o.op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { url, method, op } of ops) {
      expect(op.tags?.length, `${method} ${url}`).toBe(1)
      expect(op.security, `${method} ${url}`).toBeDefined()
      if (op.security.length > 0) {
        expect(op['x-groups'], `${method} ${url}`).toBeDefined()
        expect(op.description, `${method} ${url}`).toMatch(/Needs a token/)
      }
    }
  })

  it("lists every area's tag, the gateway's and its request log's and its fault rules', and files every operation under one of them", () => {
    expect(doc.tags).toEqual([...areaTags, GATEWAY_TAG, REQUEST_LOG_TAG, FAULTS_TAG])
    const names = (doc.tags as { name: string }[]).map((t) => t.name)
    for (const area of areas) if (area.tag) expect(names).toContain(area.tag.name)
    for (const { url, method, op } of operations()) expect(names, `${method} ${url}`).toContain(op.tags[0])
  })

  it('documents the sandbox controls under the tag Sandbox, for admins', () => {
    const sandbox = operations().filter((o) => o.url.startsWith('/sandbox/') && o.op.security?.length)
    expect(sandbox.length).toBeGreaterThan(0)
    for (const { op } of sandbox) {
      expect(op.tags).toEqual(['Sandbox'])
      expect(op['x-groups']).toEqual(['admin'])
    }
  })

  it('documents the public statistics, with the DNS check and the reference lists, under the tag Public, with no token (CONTRACT.md)', () => {
    const statistics = operations().filter((o) => o.url.startsWith('/v1/statistics/'))
    expect(statistics.length).toBe(8)
    const others = operations().filter((o) => /^\/v1\/(dns-check|province|countries)/.test(o.url))
    expect(others.map((o) => o.url).sort()).toEqual(['/v1/countries', '/v1/dns-check/config', '/v1/dns-check/validate', '/v1/province'])
    for (const { url, op } of [...statistics, ...others]) {
      expect(op.tags, url).toEqual(['Public'])
      expect(op.security, url).toEqual([])
    }
  })

  it('lists only /v1 operations, the token endpoint and the sandbox controls', () => {
    for (const { url } of operations()) expect(url).toMatch(/^\/(v1|sandbox|gateway)\/|^\/oauth\/token$/)
  })
})
