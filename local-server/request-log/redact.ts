/**
 * What the request log (and the server's own log lines) may keep of a request and its answer:
 * everything but secrets. A secret is a credential header (`Authorization`, `X-Api-Key`,
 * cookies), a query parameter that carries a key or a token, a body field named like a password,
 * a token, a client secret, a key or a card's number or code, and any value that looks like a
 * payment card number (13 to 19 digits that pass the Luhn check), wherever it stands.
 *
 * Bodies are kept only in the forms these rules can read (JSON, form-encoded, or a media type that
 * carries no credentials, such as a PDF); anything else is described, never stored (body.ts).
 */

export const REDACTED = '[redacted]'
export const REDACTED_CARD = '[redacted card number]'

/** Headers whose value is a credential, in either direction (lower case, as Node gives them). */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-api-key', 'x-gateway-session', 'cookie', 'set-cookie'])

/**
 * Body fields and query parameters that hold a secret, by name: compared in lower case without
 * `_` and `-`, so that `client_secret`, `clientSecret` and `Client-Secret` are one name.
 */
const SECRET_NAMES = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'currentpassword',
  'passwd',
  'secret',
  'clientsecret',
  'token',
  'accesstoken',
  'refreshtoken',
  'idtoken',
  'apikey',
  'key',
  // Live mode's web UI session, in the fragment of the sign-in link's redirect (`Location`).
  'gatewaysession',
  'cardnumber',
  'pan',
  'cvv',
  'cvc',
  'cvv2',
  'securitycode',
])

const normalName = (name: string) => name.toLowerCase().replace(/[_-]/g, '')
export const isSecretName = (name: string): boolean => SECRET_NAMES.has(normalName(name))

/** 13 to 19 digits, optionally grouped by single spaces or dashes, as cards are written. */
const CARD_CANDIDATE = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/**
 * Whether `text` holds at least 13 digits, which a card number needs: most texts (header values,
 * paths, short fields) do not, and a scan of their characters costs far less than the search.
 */
function mayHoldCardNumber(text: string): boolean {
  if (text.length < 13) return false
  let digits = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57 && ++digits === 13) return true
  }
  return false
}

/** `text` with every card number in it replaced; other long numbers (ids, amounts) are left. */
export function redactCardNumbers(text: string): string {
  if (!mayHoldCardNumber(text)) return text
  return text.replace(CARD_CANDIDATE, (match) => (passesLuhn(match.replace(/[ -]/g, '')) ? REDACTED_CARD : match))
}

/** Whether `text` holds a card number (what `redactCardNumbers` would replace). */
function holdsCardNumber(text: string): boolean {
  if (!mayHoldCardNumber(text)) return false
  for (const match of text.matchAll(CARD_CANDIDATE)) if (passesLuhn(match[0].replace(/[ -]/g, ''))) return true
  return false
}

/**
 * Each JSON object key of a text: a string followed by `:`, tried from every `"` (an escaped one
 * too, so that a text that is not quite JSON is looked at no less). Linear whatever the text:
 * `[^"\\]*` stops at the first quote or backslash, so a try reads up to the next quote at most,
 * backs off over the same characters with one comparison each, and the next try starts at that
 * quote; only the spaces before a `:` can be read by two tries.
 */
const JSON_KEY = /"([^"\\]*)(?="\s*:)/g

/** Calls `each` with the text's keys in order until it answers true; each character of the text is in one key at most. */
function someJsonKey(text: string, each: (key: string) => boolean): boolean {
  // A pattern of its own: `lastIndex` is the search's state.
  const keys = new RegExp(JSON_KEY)
  for (let m = keys.exec(text); m !== null; m = keys.exec(text)) if (each(m[1]!)) return true
  return false
}

/** The keys `jsonMayHoldSecrets` reads, in order. */
export function jsonKeys(text: string): string[] {
  const keys: string[] = []
  someJsonKey(text, (key) => {
    keys.push(key)
    return false
  })
  return keys
}

/**
 * A key that may be a secret's name: one that holds a name of SECRET_NAMES once lowered and
 * without `_` and `-` (`isSecretName`'s comparison), wherever in it. Wider than `isSecretName` (a
 * key it matches is only parsed and looked at), never narrower.
 */
function mayBeSecretKey(key: string): boolean {
  const name = normalName(key)
  for (const secret of SECRET_NAMES) if (name.includes(secret)) return true
  return false
}

/**
 * Whether a JSON text may hold something to redact: a field named like a secret, a card number,
 * or a `\u` escape (which could spell either). Most answers hold none, and are then kept as they
 * came, without being parsed and written again (a large answer took milliseconds). Each key is
 * read once, and a key the text repeats (a list's rows) is looked at once.
 */
export function jsonMayHoldSecrets(text: string): boolean {
  if (text.includes('\\u')) return true
  const seen = new Set<string>()
  const secret = someJsonKey(text, (key) => {
    if (seen.has(key)) return false
    seen.add(key)
    return mayBeSecretKey(key)
  })
  return secret || holdsCardNumber(text)
}

/** A card number sent as a JSON number rather than a string. */
const isCardNumber = (n: number) => Number.isSafeInteger(n) && n > 0 && /^\d{13,19}$/.test(String(n)) && passesLuhn(String(n))

/** A JSON value with every secret field's value and every card number replaced (a new value). */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactCardNumbers(value)
  if (typeof value === 'number') return isCardNumber(value) ? REDACTED_CARD : value
  if (Array.isArray(value)) return value.map(redactValue)
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = isSecretName(k) && v !== null && v !== '' ? REDACTED : redactValue(v)
    return out
  }
  return value
}

/**
 * Headers as they may be stored: credential headers keep their name, not their value. Names in
 * `leaveOut` (lower case) are not copied.
 */
export function redactHeaders(headers: Readonly<Record<string, unknown>>, leaveOut?: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name in headers) {
    const value = headers[name]
    if (value === undefined) continue
    const lower = name.toLowerCase()
    if (leaveOut?.has(lower)) continue
    const text = Array.isArray(value) ? value.join(', ') : String(value)
    out[lower] = SECRET_HEADERS.has(lower) ? REDACTED : lower === 'location' ? redactLocation(text) : redactCardNumbers(text)
  }
  return out
}

/** A query string (without `?`) with secret parameters' values and card numbers replaced. */
export function redactQuery(query: string): string {
  if (query === '') return ''
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq < 0) return pair
      let name = pair.slice(0, eq)
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {
        // A malformed escape: the raw name is compared.
      }
      return isSecretName(name) ? `${pair.slice(0, eq + 1)}${REDACTED}` : redactCardNumbers(pair)
    })
    .join('&')
}

/** A request target (`/path?query`) as logs may show it. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  return q < 0 ? url : `${url.slice(0, q)}?${redactQuery(url.slice(q + 1))}`
}

/** A redirect's address: its query, and a fragment written as one (`#gateway-session=…`), redacted. */
function redactLocation(url: string): string {
  const hash = url.indexOf('#')
  return hash < 0 ? redactUrl(url) : `${redactUrl(url.slice(0, hash))}#${redactQuery(url.slice(hash + 1))}`
}
