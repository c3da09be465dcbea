import type { FastifyInstance } from 'fastify'
import { publicCountries, publicProvinces, type Country, type Province } from '../../contract/public.js'
import type { AppContext } from '../../context.js'
import { mount } from '../../mount.js'
import { COUNTRIES } from '../../reference/countries.js'
import { PROVINCES } from '../../reference/provinces.js'

// Static reference data: the answers are built once; clients and the gateway may cache them.
const provinces: Province[] = PROVINCES.map(({ code, name }) => ({ code, name }))
const countries: Country[] = COUNTRIES.map(({ code, name, enabled }) => ({ code, name, enabled }))
const enabledCountries: Country[] = countries.filter((c) => c.enabled)
const CACHE_CONTROL = 'public, max-age=86400'

export function registerPublic(app: FastifyInstance, ctx: AppContext): void {
  mount(app, ctx.auth, publicProvinces, ({ reply }) => {
    reply.header('cache-control', CACHE_CONTROL)
    return provinces
  })
  mount(app, ctx.auth, publicCountries, ({ query, reply }) => {
    reply.header('cache-control', CACHE_CONTROL)
    return query.enabledOnly === true ? enabledCountries : countries
  })
}
