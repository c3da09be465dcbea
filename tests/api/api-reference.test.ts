/**
 * The API reference at /docs (issue 15): the build's docs.html, open to anyone in both modes,
 * under its own Content-Security-Policy (only this origin, nothing inline, framed only by the
 * screens), and every script, stylesheet and image it names served by the local server itself.
 */
import path from 'node:path'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_REFERENCE_PATH } from '../../local-server/contract/api-reference.js'
import { API_REFERENCE_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from '../../local-server/csp.js'
import { ensureWebBuild } from '../../scripts/web-build.mjs'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { liveForSuite } from './live-setup.js'

const root = path.resolve(import.meta.dirname, '../..')
const webRoot = path.join(root, 'out/web')

let sandbox: TestApp
beforeAll(async () => {
  ensureWebBuild(root)
  sandbox = await createTestApp({ empty: true, webRoot })
}, 180_000)
afterAll(async () => sandbox?.close())
const live = liveForSuite({ webRoot })

interface Answer {
  status: number
  header(name: string): string | undefined
  text: string
}
const fromSandbox = async (url: string): Promise<Answer> => {
  const res = await sandbox.app.inject({ method: 'GET', url })
  return { status: res.statusCode, header: (name) => res.headers[name]?.toString(), text: res.body }
}
// Without the API key: the reference, like /openapi.json, is for anyone who reaches the server.
const fromLive = async (url: string): Promise<Answer> => {
  const res = await live.gateway.call(url, { key: null, redirect: 'manual' })
  return { status: res.status, header: (name) => res.headers.get(name) ?? undefined, text: await res.text() }
}

/** The page's scripts, stylesheets and icons, as the addresses a browser at /docs would ask for. */
function assetsOf(html: string): { scripts: string[]; styles: string[]; others: string[]; inline: string[] } {
  const window = new Window({ url: 'http://127.0.0.1/docs' })
  const document = window.document
  document.write(html)
  const local = (href: string) => {
    const url = new URL(href, 'http://127.0.0.1/docs')
    expect(url.origin, href).toBe('http://127.0.0.1')
    return url.pathname
  }
  const scripts = [...document.querySelectorAll('script')]
  const links = [...document.querySelectorAll('link[href]')]
  const assets = {
    scripts: scripts.map((s) => local(s.getAttribute('src') ?? '')),
    styles: links.filter((l) => l.getAttribute('rel') === 'stylesheet').map((l) => local(l.getAttribute('href')!)),
    others: links.filter((l) => l.getAttribute('rel') !== 'stylesheet').map((l) => local(l.getAttribute('href')!)),
    // Scripts without a file of their own, style elements and attributes: the policy refuses them.
    inline: [
      ...scripts.filter((s) => !s.getAttribute('src')).map((s) => s.outerHTML),
      ...[...document.querySelectorAll('style, [style]')].map((e) => e.outerHTML),
    ],
  }
  void window.happyDOM.close()
  return assets
}

describe.each([
  ['the sandbox', fromSandbox],
  ['live mode', fromLive],
])('/docs in %s', (_mode, get) => {
  it('answers the reference page with its own policy: this origin only, nothing inline, framed only by the screens', async () => {
    const page = await get(API_REFERENCE_PATH)
    expect(page.status).toBe(200)
    expect(page.header('content-type')).toMatch(/^text\/html/)
    expect(page.header('content-security-policy')).toBe(API_REFERENCE_CONTENT_SECURITY_POLICY)
    expect(page.header('x-content-type-options')).toBe('nosniff')
    expect(page.text).toContain('id="swagger-ui"')
    expect(assetsOf(page.text).inline).toEqual([])
    // With a slash, sent to the page without (its assets' relative addresses need that one).
    const slashed = await get(`${API_REFERENCE_PATH}/`)
    expect(slashed.status).toBe(301)
    expect(slashed.header('location')).toBe(API_REFERENCE_PATH)
    // The screens keep theirs, which lets them frame this page and no other origin.
    expect((await get('/')).header('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
  })

  it('names only files this server sends: its scripts, its stylesheet (whose images are data: URLs) and its icon', async () => {
    const { scripts, styles, others } = assetsOf((await get(API_REFERENCE_PATH)).text)
    expect(scripts.length).toBeGreaterThan(0)
    expect(styles.length).toBeGreaterThan(0)
    for (const file of [...scripts, ...others.filter((f) => f.endsWith('.js'))]) {
      const res = await get(file)
      expect(res.status, file).toBe(200)
      expect(res.header('content-type'), file).toMatch(/javascript/)
    }
    for (const file of styles) {
      const res = await get(file)
      expect(res.status, file).toBe(200)
      expect(res.header('content-type'), file).toMatch(/^text\/css/)
      const urls = [...res.text.matchAll(/url\(\s*["']?([^"')]+)/g)].map((m) => m[1]!)
      expect(urls.filter((u) => !u.startsWith('data:')), file).toEqual([])
      expect(res.text, file).not.toMatch(/@import/)
    }
    for (const file of others) expect((await get(file)).status, file).toBe(200)
    // And the document it shows.
    expect(JSON.parse((await get('/openapi.json')).text).openapi).toBe('3.1.0')
  })
})
