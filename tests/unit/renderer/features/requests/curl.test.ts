/**
 * "Copy as curl": what a shell makes of the command is what was sent, the secret left to the user.
 * The commands are run by bash with `curl` replaced by a function that prints its arguments, so
 * the quoting is checked by the shell that will run it, not by reading the text.
 */
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import type { RequestRecordView } from '@contract/request-log'
import { buildCurl, shellQuote } from '@/features/requests/curl'

const ORIGIN = 'http://127.0.0.1:8790'

function record(over: Partial<RequestRecordView> = {}): RequestRecordView {
  return {
    id: 1,
    requestId: 'r1',
    at: '2026-11-24T10:00:00Z',
    method: 'GET',
    path: '/v1/payments',
    query: '',
    status: 200,
    durationMs: 3,
    caller: { kind: 'user', user: 'admin', registrarId: 1 },
    fromCache: false,
    request: { size: 0 },
    response: { size: 10, type: 'application/json' },
    requestHeaders: { host: '127.0.0.1:8790', accept: 'application/json', authorization: 'Bearer [redacted]', 'user-agent': 'x', 'sec-fetch-mode': 'cors' },
    responseHeaders: {},
    requestBody: { size: 0, truncated: false },
    responseBody: { size: 10, truncated: false, text: '{}' },
    ...over,
  }
}

/** The arguments bash passes to curl for `command`, with the environment given. */
function argsOf(command: string, env: Record<string, string> = {}): string[] {
  const out = execFileSync('bash', ['--norc', '--noprofile', '-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], { env: { PATH: process.env.PATH, ...env } })
  return out.toString('utf8').split('\0').slice(0, -1)
}

describe('shellQuote', () => {
  it('keeps every character, quotes and dollars included, as one word', () => {
    for (const text of ["it's", 'a "b" $HOME `x` \\n', "''", '', 'line\nbreak']) {
      expect(argsOf(`curl ${shellQuote(text)}`)).toEqual([text])
    }
  })
})

describe('buildCurl', () => {
  it('sends a GET to the local server with the query, the headers that matter, and the token as $TOKEN', () => {
    const { command, placeholders, caveats } = buildCurl(record({ query: 'status=approved&size=5' }), ORIGIN)
    expect(placeholders).toEqual(['$TOKEN'])
    expect(caveats).toEqual([])
    expect(argsOf(command, { TOKEN: 'abc.def' })).toEqual([
      '--silent',
      '--show-error',
      'http://127.0.0.1:8790/v1/payments?status=approved&size=5',
      '--header',
      'Accept: application/json',
      '--header',
      'Authorization: Bearer abc.def',
    ])
  })

  it('works as well with the placeholder’s text replaced by the token', () => {
    const { command } = buildCurl(record(), ORIGIN)
    expect(argsOf(command.replaceAll('$TOKEN', 'tok-123'))).toContain('Authorization: Bearer tok-123')
  })

  it('sends the method and the body exactly, quotes and dollars in it included', () => {
    const text = `{"note":"it's $5 \`now\`","n":1}`
    const r = record({
      method: 'POST',
      path: '/v1/payments/bank',
      requestHeaders: { 'content-type': 'application/json', authorization: 'Bearer [redacted]' },
      requestBody: { type: 'application/json', size: text.length, text, truncated: false },
    })
    expect(argsOf(buildCurl(r, `${ORIGIN}/`).command, { TOKEN: 't' })).toEqual([
      '--silent',
      '--show-error',
      'http://127.0.0.1:8790/v1/payments/bank',
      '--request',
      'POST',
      '--header',
      'Content-Type: application/json',
      '--header',
      'Authorization: Bearer t',
      '--data-binary',
      text,
    ])
  })

  it('names the API key as $API_KEY, for the key and for the web UI’s session; cookies are left out', () => {
    const withKey = buildCurl(record({ requestHeaders: { 'x-api-key': '[redacted]' } }), ORIGIN)
    expect(argsOf(withKey.command, { API_KEY: 'k' })).toContain('X-Api-Key: k')
    expect(withKey.caveats).toEqual([])
    const fromUi = buildCurl(record({ requestHeaders: { 'x-gateway-session': '[redacted]', cookie: '[redacted]' } }), ORIGIN)
    expect(fromUi.placeholders).toEqual(['$API_KEY'])
    expect(fromUi.caveats).toEqual(['sessionAsApiKey'])
    const args = argsOf(fromUi.command, { API_KEY: 'k' })
    expect(args.filter((a) => a.startsWith('X-Api-Key'))).toEqual(['X-Api-Key: k'])
    expect(args.join(' ')).not.toMatch(/cookie|x-gateway-session/i)
  })

  it('says when it cannot send what was sent: a body cut, not kept, binary, or with redacted values', () => {
    const body = (b: Partial<RequestRecordView['requestBody']>) => record({ method: 'POST', requestBody: { size: 900, truncated: false, ...b } })
    expect(buildCurl(body({ text: '{"a":1', truncated: true }), ORIGIN).caveats).toEqual(['bodyTruncated'])
    expect(buildCurl(body({ note: 'not kept: multipart/form-data, 900 bytes' }), ORIGIN).caveats).toEqual(['bodyNotKept'])
    const multipart = record({ method: 'PUT', requestHeaders: { 'content-type': 'multipart/form-data; boundary=x' }, requestBody: { size: 900, truncated: false, note: 'not kept' } })
    expect(buildCurl(multipart, ORIGIN).command).not.toContain('Content-Type')
    expect(buildCurl(body({ base64: 'JVBERg==' }), ORIGIN).caveats).toEqual(['bodyBinary'])
    expect(buildCurl(body({ text: '{"password":"[redacted]"}' }), ORIGIN).caveats).toEqual(['redactedValues'])
    expect(buildCurl(record({ query: 'token=[redacted]' }), ORIGIN).caveats).toEqual(['redactedValues'])
  })

  it('sends HEAD as --head, and a GET with a body as GET', () => {
    expect(argsOf(buildCurl(record({ method: 'HEAD' }), ORIGIN).command, { TOKEN: 't' })).toContain('--head')
    const args = argsOf(buildCurl(record({ requestBody: { size: 2, text: '{}', truncated: false } }), ORIGIN).command, { TOKEN: 't' })
    expect(args.slice(3, 5)).toEqual(['--request', 'GET'])
  })
})
