/**
 * The request log's HAR export (validated against the HAR 1.2 schema) and its live stream
 * (Server-Sent Events over a real connection).
 */
import { createRequire } from 'node:module'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

const require = createRequire(import.meta.url)
const harSchemas = require('har-schema') as Record<string, { $id: string }>
const draft06 = require('ajv/dist/refs/json-schema-draft-06.json') as object

/** A validator of HAR documents from the published HAR 1.2 JSON schemas (draft 06). */
function harValidator() {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addMetaSchema(draft06)
  for (const schema of Object.values(harSchemas)) ajv.addSchema(schema)
  return ajv.getSchema('har.json#')!
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ requestLog: true })
})
afterAll(() => t.close())

describe('the HAR export', () => {
  it('is a valid HAR 1.2 document of the selected requests, oldest first, as redacted as the log', async () => {
    await t.call({ method: 'GET', url: '/v1/payments?size=1', as: 'billing', headers: { 'x-request-id': 'har-1' } })
    await t.call({ method: 'POST', url: '/oauth/token', headers: { 'x-request-id': 'har-2' }, payload: { grant_type: 'password', username: 'admin', password: 'sandbox' } })
    const invoices = (await t.call({ method: 'GET', url: '/v1/invoices?size=1', as: 'billing' })).json() as { elements: { id: number }[] }
    await t.call({ method: 'GET', url: `/v1/invoices/${invoices.elements[0]!.id}/pdf`, as: 'billing', headers: { 'x-request-id': 'har-3' } })

    const res = await t.call({ method: 'GET', url: '/gateway/requests/har?path=/&limit=50', as: 'admin' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="requests-\d{4}-\d{2}-\d{2}\.har"$/)
    const har = res.json() as { log: { version: string; entries: Array<Record<string, any>> } }
    const validate = harValidator()
    expect(validate(har), JSON.stringify(validate.errors)).toBe(true)
    expect(har.log.version).toBe('1.2')

    const mine = har.log.entries.filter((e) => String(e._requestId).startsWith('har-'))
    expect(mine.map((e) => e._requestId)).toEqual(['har-1', 'har-2', 'har-3'])
    const [list, token, pdf] = mine
    expect(list!.request).toMatchObject({ method: 'GET', queryString: [{ name: 'size', value: '1' }] })
    expect(list!.request.url).toMatch(/^http:\/\/[^/]+\/v1\/payments\?size=1$/)
    expect(list!.request.headers).toContainEqual({ name: 'authorization', value: '[redacted]' })
    expect(list!.response.status).toBe(200)
    expect(JSON.parse(list!.response.content.text)).toHaveProperty('elements')
    expect(JSON.parse(token!.request.postData.text)).toMatchObject({ password: '[redacted]' })
    expect(JSON.parse(token!.response.content.text)).toMatchObject({ access_token: '[redacted]' })
    expect(pdf!.response.content).toMatchObject({ mimeType: 'application/pdf', encoding: 'base64' })
    expect(Buffer.from(pdf!.response.content.text, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('takes at most `limit` of the newest records, and refuses a limit out of range', async () => {
    const res = await t.call({ method: 'GET', url: '/gateway/requests/har?limit=2', as: 'admin' })
    const entries = (res.json() as { log: { entries: Array<{ _recordId: number }> } }).log.entries
    expect(entries).toHaveLength(2)
    expect(entries[0]!._recordId).toBeLessThan(entries[1]!._recordId)
    for (const bad of ['limit=0', 'limit=5001', 'status=9xx']) {
      expect((await t.call({ method: 'GET', url: `/gateway/requests/har?${bad}`, as: 'admin' })).statusCode, bad).toBe(400)
    }
    expect((await t.call({ method: 'GET', url: '/gateway/requests/har', as: 'billing' })).statusCode).toBe(403)
  })
})

/** Reads Server-Sent Events from a live connection until `count` events of type `request` came. */
async function readEvents(url: string, headers: Record<string, string>, count: number, signal: AbortSignal) {
  const res = await fetch(url, { headers, signal })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const events: Array<{ id: string; data: { requestId: string; status: number } }> = []
  return {
    async next(): Promise<typeof events> {
      while (events.length < count) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const fields = Object.fromEntries(block.split('\n').filter((l) => !l.startsWith(':') && l.includes(': ')).map((l) => [l.slice(0, l.indexOf(': ')), l.slice(l.indexOf(': ') + 2)]))
          if (fields.event === 'request') events.push({ id: fields.id!, data: JSON.parse(fields.data!) })
        }
      }
      return events
    },
  }
}

describe('the live stream', () => {
  let base: string
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const address = t.app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  it('sends each new request the filters select, and catches a reconnecting client up from Last-Event-ID', async () => {
    const auth = { authorization: `Bearer ${await t.token('admin')}` }
    const aborted = new AbortController()
    try {
      const stream = await readEvents(`${base}/gateway/requests/stream?path=/v1/province`, auth, 2, aborted.signal)
      await fetch(`${base}/v1/countries`, { headers: { 'x-request-id': 'not-selected' } })
      await fetch(`${base}/v1/province`, { headers: { 'x-request-id': 'live-a' } })
      await fetch(`${base}/v1/province`, { headers: { 'x-request-id': 'live-b' } })
      const events = await stream.next()
      expect(events.map((e) => e.data.requestId)).toEqual(['live-a', 'live-b'])
      expect(events.map((e) => e.data.status)).toEqual([200, 200])

      // Gone after live-a; comes back asking for what it missed.
      const missed = await readEvents(`${base}/gateway/requests/stream?path=/v1/province`, { ...auth, 'last-event-id': events[0]!.id }, 1, aborted.signal)
      expect((await missed.next()).map((e) => e.data.requestId)).toEqual(['live-b'])
    } finally {
      aborted.abort()
    }
  })

  it("sends an admin none of another registrar's requests", async () => {
    const aborted = new AbortController()
    try {
      const other = { authorization: `Bearer ${await t.token('other-admin')}` }
      const demo = { authorization: `Bearer ${await t.token('billing')}` }
      const stream = await readEvents(`${base}/gateway/requests/stream?path=/v1/`, other, 2, aborted.signal)
      await fetch(`${base}/v1/credit`, { headers: { ...demo, 'x-request-id': 'demo-credit' } })
      await fetch(`${base}/v1/customer`, { headers: { ...other, 'x-request-id': 'other-customer' } })
      await fetch(`${base}/v1/province`, { headers: { 'x-request-id': 'public-province' } })
      expect((await stream.next()).map((e) => e.data.requestId)).toEqual(['other-customer', 'public-province'])
    } finally {
      aborted.abort()
    }
  })

  it('is for admins', async () => {
    expect((await fetch(`${base}/gateway/requests/stream`)).status).toBe(401)
    const billing = await fetch(`${base}/gateway/requests/stream`, { headers: { authorization: `Bearer ${await t.token('billing')}` } })
    expect(billing.status).toBe(403)
  })
})
