/**
 * Electron's security checklist in one place: the Content-Security-Policy, navigation and
 * new-window guards, permission denial, the one way to open an external link, and the IPC
 * sender check. Everything takes the gateway's origin: it is the only origin the app trusts.
 */
import type { IpcMainInvokeEvent, Session, Shell, WebContents } from 'electron'
import { API_REFERENCE_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, contentSecurityPolicyFor } from '../local-server/csp.js'

// The renderer's policies: the same for the window and the web build, beside the server of the screens.
export { API_REFERENCE_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY }

/** The origin of a URL, or null for anything that does not parse or has no real origin. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

/**
 * The gateway's origin, or a function answering the current one: "apply and restart" may move
 * the gateway to another port, and every check must follow it.
 */
export type OriginSource = string | (() => string)
const resolveOrigin = (source: OriginSource): string => (typeof source === 'function' ? source() : source)

function isGatewayUrl(url: string, gatewayOrigin: OriginSource): boolean {
  return originOf(url) === resolveOrigin(gatewayOrigin)
}

/**
 * The only place that calls `shell.openExternal`: https links to a real host, without
 * credentials in them. Everything else (http, file:, custom schemes, javascript:) is refused.
 * Answers whether the link was opened.
 */
export async function openExternalSafely(url: string, shell: Pick<Shell, 'openExternal'>): Promise<boolean> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' || parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') return false
  try {
    // The app's one call, reached only with an https URL to a real host without credentials (checked above).
    await shell.openExternal(parsed.href) /* eng-disable OPEN_EXTERNAL_JS_CHECK */
    return true
  } catch {
    return false
  }
}

/**
 * Adds the CSP to every answer of the gateway (the API reference's page its own, framed by the
 * screens; every other the screens' policy), and denies every permission request but one:
 * writing text to the clipboard from the gateway's own pages (the settings' "copy the API key").
 * Reading the clipboard stays denied.
 */
export function secureSession(session: Session, gatewayOrigin: OriginSource): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isGatewayUrl(details.url, gatewayOrigin)) return callback({})
    const headers = { ...(details.responseHeaders ?? {}) }
    // Ours beside any policy the server sent (whatever its header's case): a browser enforces
    // every one, so none can loosen ours, and a stricter one stays (the sandbox the gateway puts
    // on a registry's HTML answer, which replacing it would have lifted).
    const policy = contentSecurityPolicyFor(new URL(details.url).pathname)
    const sent = Object.keys(headers).find((name) => name.toLowerCase() === 'content-security-policy')
    if (sent === undefined) headers['Content-Security-Policy'] = [policy]
    else headers[sent] = [...(headers[sent] ?? []), policy]
    callback({ responseHeaders: headers })
  })
  // Camera, notifications, geolocation, clipboard reads…: the app needs none of them.
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permission === CLIPBOARD_WRITE && isGatewayUrl(details?.requestingUrl ?? '', gatewayOrigin)),
  )
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => permission === CLIPBOARD_WRITE && requestingOrigin === resolveOrigin(gatewayOrigin))
}

const CLIPBOARD_WRITE = 'clipboard-sanitized-write'

type OpenExternal = (url: string) => Promise<boolean>

/**
 * Keeps a window on the gateway's origin: navigation elsewhere is stopped (an https link opens in
 * the system browser instead), `window.open` is allowed only for the gateway's own pages, with
 * the same locked-down preferences, and no <webview> can be attached.
 */
export function guardWebContents(contents: WebContents, gatewayOrigin: OriginSource, openExternal: OpenExternal): void {
  const stopForeign = (event: { preventDefault(): void }, url: string) => {
    if (isGatewayUrl(url, gatewayOrigin)) return
    event.preventDefault()
    void openExternal(url)
  }
  contents.on('will-navigate', (event, url) => stopForeign(event, url))
  contents.on('will-redirect', (event, url) => stopForeign(event, url))
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    if (isGatewayUrl(url, gatewayOrigin)) {
      return { action: 'allow', overrideBrowserWindowOptions: { webPreferences: lockedWebPreferences() } }
    }
    void openExternal(url)
    return { action: 'deny' }
  })
}

/** The web preferences of every window: no Node, isolated and sandboxed, web security on. */
export function lockedWebPreferences(preload?: string): Electron.WebPreferences {
  return {
    ...(preload ? { preload } : {}),
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  }
}

export class UntrustedSenderError extends Error {
  constructor(url: string | undefined) {
    super(`IPC from an untrusted frame: ${url ?? 'unknown'}`)
    this.name = 'UntrustedSenderError'
  }
}

/** IPC is answered only for the gateway's pages, and only for a window's top frame. */
export function assertTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>, gatewayOrigin: OriginSource): void {
  const frame = event.senderFrame
  if (!frame || frame.parent !== null || !isGatewayUrl(frame.url, gatewayOrigin)) throw new UntrustedSenderError(frame?.url)
}
