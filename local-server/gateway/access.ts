/**
 * Who may use the gateway in live mode: local tools with the API key (`X-Api-Key`), kept in the
 * data folder's `api-key` file (owner-only), and the gateway's own UI with a session cookie it
 * gets by presenting the key once (`/gateway/session?key=…`, which the desktop app and the
 * printed link do for the user). The session secret lives in memory only and changes with the
 * key, so regenerating the key also ends every session.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'

export const API_KEY_FILE = 'api-key'
export const SESSION_COOKIE = 'gateway_session'

export interface LocalAccess {
  apiKey(): string
  /** A new key (written to the file) and a new session secret; answers the key. */
  regenerate(): string
  isKey(candidate: string | undefined): boolean
  session(): string
  isSession(candidate: string | undefined): boolean
}

const newSecret = () => randomBytes(32).toString('base64url')
const digest = (s: string) => createHash('sha256').update(s).digest()
/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

function writeKey(file: string, key: string): void {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(tmp, `${key}\n`, { mode: 0o600, flag: 'wx' })
  renameSync(tmp, file)
}

function loadOrCreateApiKey(file: string): string {
  if (existsSync(file)) {
    // A copy or a restore may have widened the mode: the key is the registrar's access.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
    const key = readFileSync(file, 'utf8').trim()
    if (key.length >= 16) return key
  }
  const key = newSecret()
  writeKey(file, key)
  return key
}

export function createLocalAccess(file: string): LocalAccess {
  let key = loadOrCreateApiKey(file)
  let session = newSecret()
  return {
    apiKey: () => key,
    regenerate() {
      key = newSecret()
      writeKey(file, key)
      session = newSecret()
      return key
    },
    isKey: (candidate) => candidate !== undefined && candidate !== '' && same(candidate, key),
    session: () => session,
    isSession: (candidate) => candidate !== undefined && candidate !== '' && same(candidate, session),
  }
}

/** The value of one cookie in a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return v.join('=')
  }
  return undefined
}

/** HttpOnly: scripts cannot read it; SameSite=Strict: no other site's page sends it. */
export const sessionCookie = (value: string): string => `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict`
