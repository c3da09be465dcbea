import { describe, expect, it } from 'vitest'
import { answerGuardHeaders, downstreamHeaders, upstreamRequestHeaders } from '../../../../local-server/gateway/headers.js'

describe('headers across the gateway', () => {
  it("drops hop-by-hop headers, those named in Connection, and the caller's credentials on the way up", () => {
    const up = upstreamRequestHeaders({
      host: '127.0.0.1:8787',
      connection: 'keep-alive, X-Trace',
      'x-trace': '1',
      'keep-alive': 'timeout=5',
      te: 'trailers',
      'transfer-encoding': 'chunked',
      upgrade: 'h2c',
      'proxy-authorization': 'Basic x',
      authorization: 'Bearer local',
      'x-api-key': 'k',
      cookie: 'gateway_session=s',
      origin: 'http://127.0.0.1:8787',
      'content-type': 'application/json',
      'content-length': '12',
      accept: 'application/pdf',
      'accept-language': 'it',
    })
    expect(up).toEqual({ 'content-type': 'application/json', 'content-length': '12', accept: 'application/pdf', 'accept-language': 'it' })
  })

  it("keeps the answer's content headers and drops cookies, CORS and hop-by-hop headers on the way down", () => {
    const down = downstreamHeaders({
      'content-type': 'application/pdf',
      'content-length': '1000',
      'content-disposition': 'attachment; filename="f.pdf"',
      'set-cookie': ['a=b'],
      'access-control-allow-origin': '*',
      connection: 'close',
      'transfer-encoding': 'chunked',
      'x-gateway-cache': 'forged',
      // The UI keeps a session the gateway sends it (api/http.ts): never one of the registry's.
      'x-gateway-session': 'forged',
      'cache-control': 'no-store',
    })
    expect(down).toEqual({
      'content-type': 'application/pdf',
      'content-length': '1000',
      'content-disposition': 'attachment; filename="f.pdf"',
      'cache-control': 'no-store',
      // Added: served on the local origin, never sniffed as something else.
      'x-content-type-options': 'nosniff',
    })
  })

  it('gives a page the registry (or a proxy before it) sent a policy without scripts, and replaces its own', () => {
    const policy = "default-src 'none'; frame-ancestors 'none'; form-action 'none'; sandbox"
    for (const type of ['text/html', 'text/html; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'text/xml', 'application/xml', undefined]) {
      const down = downstreamHeaders({ ...(type ? { 'content-type': type } : {}), 'content-security-policy': "script-src 'unsafe-inline'" })
      expect(down['content-security-policy'], String(type)).toBe(policy)
    }
    for (const type of ['application/json', 'application/problem+json', 'application/pdf', 'text/csv', 'image/jpeg', 'application/xml-dtd']) {
      expect(downstreamHeaders({ 'content-type': type })['content-security-policy'], type).toBeUndefined()
    }
    expect(answerGuardHeaders('text/html')).toEqual({ 'x-content-type-options': 'nosniff', 'content-security-policy': policy })
  })
})
