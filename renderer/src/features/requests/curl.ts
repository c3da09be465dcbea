/**
 * "Copy as curl": a shell command that sends a logged request again to the local server. The log
 * keeps no secret (docs/request-log.md), so the command names one the user fills in: `$TOKEN` for
 * a bearer token, `$API_KEY` for the local API key. They stand in double quotes, so that a shell
 * with the variable set expands them, and replacing the placeholder's text works too; everything
 * else is in single quotes, where a shell expands nothing. Pure: no clock, no window.
 */
import type { RequestRecordView } from '@contract/request-log'
import { pathWithQuery } from './request-format'

export const TOKEN_PLACEHOLDER = '$TOKEN'
export const API_KEY_PLACEHOLDER = '$API_KEY'

/** Why the command may not send exactly what was sent. */
export type CurlCaveat = 'bodyTruncated' | 'bodyNotKept' | 'bodyBinary' | 'redactedValues' | 'sessionAsApiKey'

export interface CurlCommand {
  readonly command: string
  /** The placeholders the command uses, for the screen to explain. */
  readonly placeholders: readonly string[]
  readonly caveats: readonly CurlCaveat[]
}

/**
 * Headers the command leaves to curl or drops: curl sets the connection's own (host, length,
 * encoding it can decode), and the browser's bookkeeping (`sec-*`, origin, referer, cookies: the
 * gateway reads none, and the log keeps none) means nothing to the server.
 */
const LEFT_OUT = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding', 'origin', 'referer', 'user-agent', 'keep-alive', 'te', 'upgrade', 'expect', 'cookie'])
const isLeftOut = (name: string) => LEFT_OUT.has(name) || name.startsWith('sec-')

/** One word for a POSIX shell: single-quoted, each `'` closed, escaped and opened again. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`
}

/** A header's name as it is usually written (`content-type` → `Content-Type`). */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase())

const REDACTED = /\[redacted( card number)?\]/

interface HeaderLine {
  readonly text: string
  /** Already quoted (it holds a placeholder the shell must expand). */
  readonly quoted?: boolean
}

/** The header lines of a record: credentials as placeholders, the rest as logged. */
function headerLines(headers: Readonly<Record<string, string>>, withBody: boolean, caveats: Set<CurlCaveat>, placeholders: Set<string>): HeaderLine[] {
  const lines: HeaderLine[] = []
  for (const [name, value] of Object.entries(headers)) {
    if (isLeftOut(name)) continue
    // Without the body, its type (a multipart boundary) would describe nothing.
    if (name === 'content-type' && !withBody) continue
    if (name === 'authorization') {
      // `Bearer [redacted]`: the scheme stays, the secret is the user's to give.
      const scheme = /^(\w+)\s/.exec(value)?.[1] ?? 'Bearer'
      placeholders.add(TOKEN_PLACEHOLDER)
      lines.push({ text: `"Authorization: ${scheme} ${TOKEN_PLACEHOLDER}"`, quoted: true })
    } else if (name === 'x-api-key') {
      placeholders.add(API_KEY_PLACEHOLDER)
      lines.push({ text: `"X-Api-Key: ${API_KEY_PLACEHOLDER}"`, quoted: true })
    } else if (name === 'x-gateway-session') {
      // The web UI's session is its tab's; a script on localhost uses the API key.
      caveats.add('sessionAsApiKey')
      placeholders.add(API_KEY_PLACEHOLDER)
      lines.push({ text: `"X-Api-Key: ${API_KEY_PLACEHOLDER}"`, quoted: true })
    } else {
      if (REDACTED.test(value)) caveats.add('redactedValues')
      lines.push({ text: `${headerName(name)}: ${value}` })
    }
  }
  return lines
}

/**
 * The curl command that sends `record` to `origin` (the local server's, e.g.
 * `http://127.0.0.1:8790`), one option a line.
 */
export function buildCurl(record: RequestRecordView, origin: string): CurlCommand {
  const caveats = new Set<CurlCaveat>()
  const placeholders = new Set<string>()
  const url = `${origin.replace(/\/+$/, '')}${pathWithQuery(record)}`
  if (REDACTED.test(record.query)) caveats.add('redactedValues')
  // Each option with its value, one a line under the first.
  const options: string[] = []
  const method = record.method.toUpperCase()
  const body = record.requestBody
  if (method === 'HEAD') options.push('--head')
  // With a body curl would send POST: any other method, or a GET with a body, is said.
  else if (method !== 'GET' || body.text !== undefined) options.push(`--request ${shellQuote(method)}`)
  for (const h of headerLines(record.requestHeaders, body.text !== undefined, caveats, placeholders)) options.push(`--header ${h.quoted ? h.text : shellQuote(h.text)}`)
  if (body.text !== undefined) {
    if (REDACTED.test(body.text)) caveats.add('redactedValues')
    if (body.truncated) caveats.add('bodyTruncated')
    options.push(`--data-binary ${shellQuote(body.text)}`)
  } else if (body.base64 !== undefined) {
    caveats.add('bodyBinary')
  } else if (body.size > 0) {
    caveats.add('bodyNotKept')
  }
  const command = [`curl --silent --show-error ${shellQuote(url)}`, ...options].join(' \\\n  ')
  return { command, placeholders: [...placeholders], caveats: [...caveats] }
}
