/**
 * Each request's logger, made only when the request logs (plugins/request-logger.ts): whoever
 * reads the server's log still finds every line of a request under its id, at the levels asked
 * for, and nothing below them.
 */
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { deferredRequestLogger } from '../../../../local-server/plugins/request-logger.js'

type Line = { level: number; msg: string; reqId?: string; step?: number }

async function appLogging(level: string, lines: Line[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line)
      done()
    },
  })
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: deferredRequestLogger, genReqId: (req) => String(req.headers['x-request-id']) })
  app.get('/work', async (request) => {
    request.log.info('noted')
    request.log.warn('odd')
    request.log.child({ step: 2 }).error('failed')
    // Pino's loggers answer it (Fastify's type does not say so); the deferred one must too.
    return { ok: true, debug: (request.log as typeof request.log & { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug') }
  })
  await app.ready()
  return app
}

describe("a request's logger", () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => close?.())

  it("writes every line of a request under its id, Fastify's own included", async () => {
    const lines: Line[] = []
    const app = await appLogging('info', lines)
    close = () => app.close()
    const res = await app.inject({ url: '/work', headers: { 'x-request-id': 'r-1' } })
    expect(res.json()).toEqual({ ok: true, debug: false })
    const ofRequest = lines.filter((l) => l.reqId === 'r-1').map((l) => [l.level, l.msg])
    expect(ofRequest).toEqual([
      [30, 'incoming request'],
      [30, 'noted'],
      [40, 'odd'],
      [50, 'failed'],
      [30, 'request completed'],
    ])
    expect(lines.find((l) => l.msg === 'failed')?.step).toBe(2)
  })

  it('writes nothing below the level asked for', async () => {
    const lines: Line[] = []
    const app = await appLogging('warn', lines)
    close = () => app.close()
    await app.inject({ url: '/work', headers: { 'x-request-id': 'r-2' } })
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r-2', 'odd'],
      ['r-2', 'failed'],
    ])
  })
})
