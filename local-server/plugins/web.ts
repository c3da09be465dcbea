import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { CONTENT_SECURITY_POLICY } from '../csp.js'

const UI_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}

/**
 * Serves the renderer's web build at `/`, on the same origin as the API. Paths that are not files
 * and not API paths get index.html, so that reloading a screen's URL works.
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
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    // @fastify/static passes the reply here (not a raw response).
    setHeaders: (reply: { headers(values: Record<string, string>): unknown }) => void reply.headers(UI_HEADERS),
  })
  const apiPrefixes = ['/v1/', '/oauth/', '/sandbox/', '/gateway/', '/openapi.json', '/health']
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (apiPrefixes.some((p) => request.url.startsWith(p)) || path.extname(request.url.split('?')[0] ?? '') !== '') {
      return reply.callNotFound()
    }
    return reply.headers(UI_HEADERS).sendFile('index.html')
  })
}
