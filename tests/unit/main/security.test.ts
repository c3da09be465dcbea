import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import {
  API_REFERENCE_CONTENT_SECURITY_POLICY,
  assertTrustedSender,
  CONTENT_SECURITY_POLICY,
  guardWebContents,
  lockedWebPreferences,
  openExternalSafely,
  secureSession,
  UntrustedSenderError,
} from '../../../main/security.js'

const ORIGIN = 'http://127.0.0.1:43210'

const directivesOf = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('Content-Security-Policy', () => {
  const directives = directivesOf(CONTENT_SECURITY_POLICY)

  it('allows scripts and connections only from the gateway', () => {
    expect(directives.get('default-src')).toEqual(["'self'"])
    expect(directives.get('script-src')).toEqual(["'self'"])
    expect(directives.get('connect-src')).toEqual(["'self'"])
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval')
  })

  it('forbids plugins, framing and base rewriting; lets pdf.js use blob workers and images', () => {
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    expect(directives.get('worker-src')).toEqual(["'self'", 'blob:'])
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('lets the screens frame only pages of the gateway (the API reference)', () => {
    expect(directives.get('frame-src')).toEqual(["'self'"])
  })
})

describe('the API reference’s Content-Security-Policy', () => {
  const directives = directivesOf(API_REFERENCE_CONTENT_SECURITY_POLICY)

  it('allows scripts, styles and connections only from the gateway, with nothing inline and no eval', () => {
    for (const name of ['default-src', 'script-src', 'style-src', 'connect-src', 'font-src']) expect(directives.get(name), name).toEqual(["'self'"])
    expect(API_REFERENCE_CONTENT_SECURITY_POLICY).not.toContain('unsafe-')
  })

  it('is framed only by the gateway’s own screens, frames nothing and runs no plugin nor worker', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'self'"])
    expect(directives.get('frame-src')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('worker-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
  })
})

describe('openExternalSafely', () => {
  it('opens https links in the system browser', async () => {
    const shell = { openExternal: vi.fn(async () => {}) }
    await expect(openExternalSafely('https://www.nic.it/path?q=1', shell)).resolves.toBe(true)
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.nic.it/path?q=1')
  })

  it.each([
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://host/share',
    'ms-settings:',
    'https://user:pass@example.com/',
    'not a url',
    '',
  ])('refuses %s', async (url) => {
    const shell = { openExternal: vi.fn(async () => {}) }
    await expect(openExternalSafely(url, shell)).resolves.toBe(false)
    expect(shell.openExternal).not.toHaveBeenCalled()
  })

  it('answers false when the OS cannot open the link', async () => {
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error('no browser'))) }
    await expect(openExternalSafely('https://example.com/', shell)).resolves.toBe(false)
  })
})

function fakeSession() {
  let headers: ((d: { url: string; responseHeaders?: Record<string, string[]> }, cb: (r: unknown) => void) => void) | undefined
  let request: ((wc: unknown, permission: string, cb: (granted: boolean) => void, details?: unknown) => void) | undefined
  let check: ((...args: unknown[]) => boolean) | undefined
  const session = {
    webRequest: { onHeadersReceived: (fn: typeof headers) => (headers = fn) },
    setPermissionRequestHandler: (fn: typeof request) => (request = fn),
    setPermissionCheckHandler: (fn: typeof check) => (check = fn),
  }
  return { session, headers: () => headers!, request: () => request!, check: () => check! }
}

describe('secureSession', () => {
  it("sets the policy on the gateway's answers, beside any the server sent: a browser enforces both", () => {
    const f = fakeSession()
    secureSession(f.session as never, ORIGIN)
    const cb = vi.fn()
    f.headers()({ url: `${ORIGIN}/invoices`, responseHeaders: { 'Content-Type': ['text/html'] } }, cb)
    expect(cb).toHaveBeenCalledWith({ responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
    // The gateway's sandbox on a registry's HTML answer (gateway/headers.ts) stays in force: dropped,
    // a same-origin /v1 page would run with the screens' policy beside the preload.
    const sandboxed = "default-src 'none'; frame-ancestors 'none'; form-action 'none'; sandbox"
    const cb2 = vi.fn()
    f.headers()({ url: `${ORIGIN}/v1/some.html`, responseHeaders: { 'content-security-policy': [sandboxed], 'Content-Type': ['text/html'] } }, cb2)
    expect(cb2).toHaveBeenCalledWith({ responseHeaders: { 'Content-Type': ['text/html'], 'content-security-policy': [sandboxed, CONTENT_SECURITY_POLICY] } })
  })

  it('gives the API reference’s page its own policy, and its assets the screens’', () => {
    const f = fakeSession()
    secureSession(f.session as never, ORIGIN)
    const policyOf = (url: string) => {
      const cb = vi.fn()
      f.headers()({ url, responseHeaders: {} }, cb)
      return (cb.mock.calls[0]![0] as { responseHeaders: Record<string, string[]> }).responseHeaders['Content-Security-Policy']
    }
    expect(policyOf(`${ORIGIN}/docs`)).toEqual([API_REFERENCE_CONTENT_SECURITY_POLICY])
    expect(policyOf(`${ORIGIN}/docs?x=1`)).toEqual([API_REFERENCE_CONTENT_SECURITY_POLICY])
    expect(policyOf(`${ORIGIN}/`)).toEqual([CONTENT_SECURITY_POLICY])
    expect(policyOf(`${ORIGIN}/docs/other`)).toEqual([CONTENT_SECURITY_POLICY])
  })

  it('leaves other origins alone (they are never loaded anyway)', () => {
    const f = fakeSession()
    secureSession(f.session as never, ORIGIN)
    const cb = vi.fn()
    f.headers()({ url: 'http://127.0.0.1:9999/', responseHeaders: {} }, cb)
    expect(cb).toHaveBeenCalledWith({})
  })

  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal'])('denies the %s permission', (permission) => {
    const f = fakeSession()
    secureSession(f.session as never, ORIGIN)
    const cb = vi.fn()
    f.request()({}, permission, cb)
    expect(cb).toHaveBeenCalledWith(false)
    expect(f.check()({}, permission, ORIGIN, {})).toBe(false)
  })

  it("allows writing text to the clipboard from the gateway's pages only (copy the API key)", () => {
    const f = fakeSession()
    secureSession(f.session as never, ORIGIN)
    const granted = (url: string) => {
      const cb = vi.fn()
      f.request()({}, 'clipboard-sanitized-write', cb, { requestingUrl: url } as never)
      return cb.mock.calls[0]![0]
    }
    expect(granted(`${ORIGIN}/settings`)).toBe(true)
    expect(granted('https://evil.example/')).toBe(false)
    expect(f.check()({}, 'clipboard-sanitized-write', ORIGIN, {})).toBe(true)
    expect(f.check()({}, 'clipboard-sanitized-write', 'https://evil.example', {})).toBe(false)
  })
})

class FakeContents extends EventEmitter {
  openHandler?: (details: { url: string }) => { action: string; overrideBrowserWindowOptions?: { webPreferences?: Electron.WebPreferences } }
  setWindowOpenHandler(fn: NonNullable<FakeContents['openHandler']>) {
    this.openHandler = fn
  }
  navigate(event: string, url: string) {
    const e = { preventDefault: vi.fn() }
    this.emit(event, e, url)
    return e.preventDefault
  }
}

describe('guardWebContents', () => {
  const setup = () => {
    const contents = new FakeContents()
    const openExternal = vi.fn(async () => true)
    guardWebContents(contents as never, ORIGIN, openExternal)
    return { contents, openExternal }
  }

  it("lets the window move within the gateway's origin", () => {
    const { contents, openExternal } = setup()
    expect(contents.navigate('will-navigate', `${ORIGIN}/payments?page=2`)).not.toHaveBeenCalled()
    expect(contents.navigate('will-redirect', `${ORIGIN}/`)).not.toHaveBeenCalled()
    expect(openExternal).not.toHaveBeenCalled()
  })

  it('stops navigation elsewhere and hands the link to the system browser check', () => {
    const { contents, openExternal } = setup()
    expect(contents.navigate('will-navigate', 'https://evil.example/')).toHaveBeenCalled()
    expect(contents.navigate('will-navigate', 'http://127.0.0.1:1/')).toHaveBeenCalled()
    expect(contents.navigate('will-redirect', 'file:///etc/passwd')).toHaveBeenCalled()
    expect(openExternal).toHaveBeenCalledWith('https://evil.example/')
  })

  it('never attaches a <webview>', () => {
    const { contents } = setup()
    expect(contents.navigate('will-attach-webview', '')).toHaveBeenCalled()
  })

  it('opens new windows only for the gateway, with the same locked preferences', () => {
    const { contents, openExternal } = setup()
    const same = contents.openHandler!({ url: `${ORIGIN}/invoices/1` })
    expect(same.action).toBe('allow')
    expect(same.overrideBrowserWindowOptions?.webPreferences).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false })
    expect(contents.openHandler!({ url: 'https://bank.example/pay' })).toEqual({ action: 'deny' })
    expect(openExternal).toHaveBeenCalledWith('https://bank.example/pay')
  })
})

describe('lockedWebPreferences', () => {
  it('isolates, sandboxes and keeps Node out of every renderer', () => {
    expect(lockedWebPreferences('/app/out/preload/index.cjs')).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
  })
})

describe('assertTrustedSender', () => {
  const frame = (url: string, parent: unknown = null) => ({ senderFrame: { url, parent } }) as never

  it("accepts the gateway's top frame", () => {
    expect(() => assertTrustedSender(frame(`${ORIGIN}/credit`), ORIGIN)).not.toThrow()
  })

  it.each([
    ['another origin', frame('https://evil.example/')],
    ['another port', frame('http://127.0.0.1:1/')],
    ['a sub-frame', frame(`${ORIGIN}/`, {})],
    ['no frame', { senderFrame: null } as never],
    ['a data URL', frame('data:text/html,hi')],
  ])('refuses %s', (_label, event) => {
    expect(() => assertTrustedSender(event, ORIGIN)).toThrow(UntrustedSenderError)
  })
})
