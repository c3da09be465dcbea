/**
 * What the server's log says of an error answer: a failure of the server is an error with its
 * stack, for whoever reads the log to fix it; an answer the API gives on purpose, 5xx included,
 * is a note, so that the log of a sandbox used for testing failures is not full of false alarms.
 */
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../../local-server/api-error.js'
import { createErrorHandling } from '../../../../local-server/plugins/errors.js'

type Line = { level: number; msg: string; err?: { stack?: string }; code?: string }

async function appLogging(lines: Line[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line)
      done()
    },
  })
  const errors = createErrorHandling(() => Date.parse('2026-11-25T02:00:00Z'))
  const app = Fastify({ logger: { level: 'info', stream } })
  app.get('/card', async () => {
    throw new ApiError(502, 'gateway_unreachable', 'The credit card gateway cannot be contacted; try again later')
  })
  app.get('/bug', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')")
  })
  errors.install(app)
  await app.ready()
  return app
}

describe('the log of an error answer', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(async () => close?.())

  it('is an error with its stack for a failure of the server, a note for a documented 5xx answer', async () => {
    const lines: Line[] = []
    const app = await appLogging(lines)
    close = () => app.close()
    expect((await app.inject({ url: '/card' })).statusCode).toBe(502)
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500)
    const card = lines.find((l) => l.code === 'gateway_unreachable')
    expect(card).toMatchObject({ level: 30, msg: 'The credit card gateway cannot be contacted; try again later' })
    expect(card?.err).toBeUndefined()
    const bug = lines.find((l) => l.msg === 'request failed')
    expect(bug?.level).toBe(50)
    expect(bug?.err?.stack).toContain('TypeError')
    expect(lines.filter((l) => l.level >= 50)).toHaveLength(1)
  })
})
