import type { FastifyInstance } from 'fastify'
import { sandboxClockGet, sandboxClockReset, sandboxClockSet, sandboxReset } from '../../contract/sandbox.js'
import type { AppContext } from '../../context.js'
import { mount } from '../../mount.js'
import { formatDateTime, parseDateTime } from '../../time.js'

export function registerSandbox(app: FastifyInstance, ctx: AppContext): void {
  const state = () => {
    const s = ctx.clock.state()
    return { now: formatDateTime(s.now), moved: s.moved, frozen: s.frozen }
  }
  mount(app, ctx.auth, sandboxClockGet, () => state())
  mount(app, ctx.auth, sandboxClockSet, ({ body }) => {
    // The schema has checked the format; parseDateTime cannot fail here.
    ctx.clock.set(parseDateTime(body.now)!, body.frozen ?? false)
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
