import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { API_REFERENCE_PATH } from '../contract/api-reference.js'
import { isApiPath } from '../contract/api-paths.js'
import { API_REFERENCE_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY } from '../csp.js'

const UI_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}
/** The API reference's page (docs.html of the build): its own policy, framed only by the screens. */
const API_REFERENCE_HEADERS = { ...UI_HEADERS, 'Content-Security-Policy': API_REFERENCE_CONTENT_SECURITY_POLICY }

/** Vite names every file under assets/ by its content's hash: a new build means a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** index.html (and favicon): revalidated every time, so a new build is picked up at once. */
const REVALIDATE = 'no-cache'

/** The Cache-Control of a file of the web build, from its path (compressed copies included). */
function cacheControlFor(file: string): string {
  return /(?:^|[/\\])assets[/\\][^/\\]+-[\w-]{8}\.[a-z0-9]+(?:\.(?:br|gz))?$/i.test(file) ? IMMUTABLE : REVALIDATE
}

/**
 * Serves the renderer's web build at `/`, on the same origin as the API. Paths that are not files
 * and not API paths get index.html, so that reloading a screen's URL works. The build carries
 * gzip and brotli copies of its text files (renderer/precompress.ts): they are sent as they are to
 * a browser that accepts them (`Content-Encoding`, `Vary: Accept-Encoding`), never compressed per
 * request. The API reference (Swagger UI over `/openapi.json`, the build's docs.html) is at `/docs`,
 * open to anyone like the document it shows.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) {
    app.get('/', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/plain').send('The registry API is running. The web interface is not built: run `npm run build:web`.'),
    )
    return
  }
  await app.register(fastifyStatic, {
    root: path.resolve(webRoot),
    // No route per file (hundreds with the compressed copies, a third of the start-up): the one
    // route below sends them.
    serve: false,
    index: false,
    preCompressed: true,
    // Set below, per file.
    cacheControl: false,
    // @fastify/static passes the reply here (not a raw response), and the file actually sent.
    setHeaders: (reply: { headers(values: Record<string, string>): unknown }, file: string) =>
      void reply.headers({ ...(path.basename(file) === 'docs.html' ? API_REFERENCE_HEADERS : UI_HEADERS), 'Cache-Control': cacheControlFor(file) }),
  })
  // Its headers are docs.html's (setHeaders above).
  app.get(API_REFERENCE_PATH, { schema: { hide: true } }, async (_req, reply) => reply.sendFile('docs.html'))
  // With a slash its relative assets would resolve under /docs/ and the screens' page would answer.
  app.get(`${API_REFERENCE_PATH}/`, { schema: { hide: true } }, async (_req, reply) => reply.redirect(API_REFERENCE_PATH, 301))
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const file = request.url.split('?')[0] ?? ''
    if (isApiPath(request.url)) return reply.callNotFound()
    // A file of the build (a missing one is a 404: @fastify/static refuses paths out of the root).
    if (path.extname(file) !== '') return reply.sendFile(decodeURIComponent(file.slice(1)))
    return reply.headers({ ...UI_HEADERS, 'Cache-Control': REVALIDATE }).sendFile('index.html')
  })
}
