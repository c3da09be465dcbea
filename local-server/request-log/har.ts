/**
 * Logged requests as an HTTP Archive (HAR 1.2, http://www.softwareishard.com/blog/har-12-spec/),
 * the format browsers' developer tools and HTTP clients import. Everything in it comes from the
 * log, so it is as redacted as the log; what HAR has no field for is in `_`-prefixed fields, as
 * the format allows.
 */
import { STATUS_CODES } from 'node:http'
import { isTextualType } from './body.js'
import type { StoredBody, StoredRecord } from './store.js'

interface NameValue {
  name: string
  value: string
}

const pairs = (headers: Readonly<Record<string, string>>): NameValue[] => Object.entries(headers).map(([name, value]) => ({ name, value }))

/** `a=1&b=x%20y` → [{a, 1}, {b, x y}]; a malformed escape keeps its raw text. */
function queryPairs(query: string): NameValue[] {
  if (query === '') return []
  return query.split('&').map((part) => {
    const eq = part.indexOf('=')
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '))
      } catch {
        return s
      }
    }
    return eq < 0 ? { name: decode(part), value: '' } : { name: decode(part.slice(0, eq)), value: decode(part.slice(eq + 1)) }
  })
}

/** What HAR's `content` and `postData` can say about a logged body. */
function content(body: StoredBody) {
  const mimeType = body.type ?? ''
  const comment = body.note ?? (body.truncated ? `cut at ${body.data?.length ?? 0} of ${body.size} bytes by the request log` : undefined)
  if (!body.data) return { mimeType, ...(comment ? { comment } : {}) }
  return isTextualType(body.type)
    ? { mimeType, text: body.data.toString('utf8'), ...(comment ? { comment } : {}) }
    : { mimeType, text: body.data.toString('base64'), encoding: 'base64', ...(comment ? { comment } : {}) }
}

function entry(r: StoredRecord) {
  const host = r.requestHeaders.host ?? 'localhost'
  const url = `http://${host}${r.path}${r.query ? `?${r.query}` : ''}`
  const request = {
    method: r.method,
    url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: pairs(r.requestHeaders),
    queryString: queryPairs(r.query),
    ...(r.requestBody.size > 0 || r.requestBody.data ? { postData: { ...content(r.requestBody), params: [] } } : {}),
    headersSize: -1,
    bodySize: r.requestBody.size,
  }
  const body = content(r.responseBody)
  const response = {
    status: r.status,
    statusText: STATUS_CODES[r.status] ?? '',
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: pairs(r.responseHeaders),
    content: { size: r.responseBody.size, ...body },
    redirectURL: r.responseHeaders.location ?? '',
    headersSize: -1,
    bodySize: r.responseBody.size,
  }
  // The log knows the whole time and, in live mode, the registry's share of it (the wait).
  const wait = r.upstreamMs ?? r.durationMs
  return {
    startedDateTime: new Date(r.at).toISOString(),
    time: r.durationMs,
    request,
    response,
    cache: {},
    timings: { send: 0, wait, receive: Math.max(0, r.durationMs - wait) },
    _recordId: r.id,
    _requestId: r.requestId,
    _caller: { kind: r.callerKind, ...(r.callerUser !== undefined ? { user: r.callerUser } : {}) },
    _fromCache: r.fromCache,
    ...(r.fault !== undefined ? { _fault: r.fault } : {}),
  }
}

/** The records, oldest first, as one HAR document. */
export function toHar(records: readonly StoredRecord[], creator: { name: string; version: string }) {
  return { log: { version: '1.2', creator, entries: [...records].sort((a, b) => a.id - b.id).map(entry) } }
}
