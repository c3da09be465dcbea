/**
 * Who may use the gateway in live mode: local tools with the API key (`X-Api-Key`), kept in the
 * data folder's `api-key` file (owner-only), and the gateway's own UI with a session secret it
 * gets by presenting the key once (`/gateway/session?key=…`, which the desktop app and the
 * printed link do for the user) and sends back in the `X-Gateway-Session` header. The secret is
 * handed over in the fragment of the redirect to the UI and never as a cookie: cookies ignore
 * ports, so a cookie would reach any server on another port of 127.0.0.1 the browser visits,
 * which could replay it (docs/live-mode.md). It lives in memory only and changes with the key,
 * so regenerating the key also ends every session.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { GATEWAY_SESSION_FRAGMENT, GATEWAY_SESSION_HEADER } from '../contract/gateway.js'

export const API_KEY_FILE = 'api-key'
/** As Node gives request headers: in lower case. */
export const SESSION_HEADER = GATEWAY_SESSION_HEADER.toLowerCase()

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

/** Where the sign-in link sends the UI: its start page, with the session in the fragment (never sent to a server). */
export const sessionEntry = (session: string): string => `/#${GATEWAY_SESSION_FRAGMENT}=${session}`

/**
 * The cookie earlier versions gave the UI, which no longer counts for anything: the sign-in link
 * tells a browser that still sends it to drop it. Cookies ignore ports, so this clears it for
 * every port of the host.
 */
const OLD_SESSION_COOKIE = /(?:^|;)\s*gateway_session=/
export const hasOldSessionCookie = (header: string | undefined): boolean => header !== undefined && OLD_SESSION_COOKIE.test(header)
export const CLEAR_OLD_SESSION_COOKIE = 'gateway_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict'
