/**
 * The web build as `serve` sends it (local-server/plugins/web.ts): the gzip and brotli copies made
 * at build time (renderer/precompress.ts) chosen by `Accept-Encoding`, hashed files cached for a
 * year, index.html revalidated every time. A web root of a few files stands in for the build.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

const INDEX = '<!doctype html><html><body><div id="app"></div>' + ' '.repeat(2000) + '</body></html>'
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`
const ASSET = '/assets/index-C2Vxlnj9.js'

let webRoot: string
let t: TestApp
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'desk-web-'))
  mkdirSync(path.join(webRoot, 'assets'))
  const write = (file: string, text: string) => {
    writeFileSync(path.join(webRoot, file), text)
    writeFileSync(path.join(webRoot, `${file}.gz`), gzipSync(text))
    writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(text))
  }
  write('index.html', INDEX)
  write(ASSET.slice(1), SCRIPT)
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  t = await createTestApp({ empty: true, webRoot })
})
afterAll(async () => {
  await t?.close()
  rmSync(webRoot, { recursive: true, force: true })
})

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } })

describe('the web build, precompressed', () => {
  it('sends the brotli copy to a browser that accepts br, and says so', async () => {
    const res = await get(ASSET, 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get(ASSET, 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the file itself when no encoding is accepted', async () => {
    for (const encoding of [undefined, 'identity']) {
      const res = await get(ASSET, encoding)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.body).toBe(SCRIPT)
    }
  })

  it('compresses index.html too, at / and at a screen address', async () => {
    for (const url of ['/', '/index.html', '/invoices/42']) {
      const res = await get(url, 'br')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX)
    }
  })
})

describe('the web build, cached', () => {
  it('keeps a hashed file for a year, in every encoding', async () => {
    for (const encoding of [undefined, 'gzip', 'br']) {
      expect((await get(ASSET, encoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  it('revalidates index.html and unhashed files every time', async () => {
    for (const url of ['/', '/index.html', '/invoices/42', '/favicon.svg']) {
      for (const encoding of [undefined, 'br']) expect((await get(url, encoding)).headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('keeps the page headers on every file', async () => {
    const res = await get(ASSET, 'br')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect((await get('/', 'br')).headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('never answers an API path with the web build', async () => {
    const res = await get('/v1/nothing-here', 'br')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-type']).toMatch(/json/)
  })

  // The build's catch-all route took the path the router could not give its operation: `serve`
  // said 404 "No operation" where the API answers 414 (tests/api/unrouted.test.ts, no web build).
  it('leaves a path parameter over the router’s length to the API: 414, as without the web build', async () => {
    const res = await get(`/v1/registrar/contacts/${'9'.repeat(300)}`)
    expect(res.statusCode).toBe(414)
    expect(res.json()).toMatchObject({ code: 'uri_too_long' })
    expect((await get(`/v1/payments/${'1'.repeat(101)}`)).statusCode).toBe(414)
    expect((await get(`/v1/${'x'.repeat(101)}`)).statusCode).toBe(404)
  })
})
