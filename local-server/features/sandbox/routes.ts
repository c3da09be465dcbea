import type { FastifyInstance } from 'fastify'
import { badRequest } from '../../api-error.js'
import { sandboxClockGet, sandboxClockReset, sandboxClockSet, sandboxReset } from '../../contract/sandbox.js'
import type { AppContext } from '../../context.js'
import { isClockInstant } from '../../core/clock.js'
import { mount } from '../../mount.js'
import { formatDateTime, parseDateTime } from '../../time.js'

export function registerSandbox(app: FastifyInstance, ctx: AppContext): void {
  const state = () => {
    const s = ctx.clock.state()
    return { now: formatDateTime(s.now), moved: s.moved, frozen: s.frozen }
  }
  mount(app, ctx.auth, sandboxClockGet, () => state())
  mount(app, ctx.auth, sandboxClockSet, ({ body }) => {
    // The schema has checked the format and the year; an offset can still carry the instant just
    // past either end of the range (`2000-01-01T00:00:00+14:00`), which the clock would refuse.
    const at = parseDateTime(body.now)!
    if (!isClockInstant(at)) throw badRequest('invalid_body', 'now: must fall in the years 2000 to 2199 (Europe/Rome)', 'now')
    ctx.clock.set(at, body.frozen ?? false)
    return state()
  })
  mount(app, ctx.auth, sandboxClockReset, () => {
    ctx.clock.reset()
    return state()
  })
  mount(app, ctx.auth, sandboxReset, ({ principal }) => {
    // The caller's registrar only: on a shared sandbox one registrar may not wipe another's data.
    ctx.resetRegistrar(principal.registrarId)
  })
}
