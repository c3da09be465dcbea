import type { FastifyInstance } from 'fastify'
import {
  ipAddressesCreate,
  ipAddressesDelete,
  ipAddressesList,
  userCurrent,
  userGroups,
  usersList,
} from '../../contract/security.js'
import type { AppContext } from '../../context.js'
import { mount } from '../../mount.js'
import { createIpAddressRepository } from './ip-repository.js'
import { createIpAddressService } from './ip-service.js'
import { createUsersRepository } from './users-repository.js'
import { createUsersService } from './users-service.js'

export function registerSecurity(app: FastifyInstance, ctx: AppContext): void {
  const ips = createIpAddressService(createIpAddressRepository(ctx.db), () => ctx.clock.now())
  const users = createUsersService(createUsersRepository(ctx.db, ctx.search))

  mount(app, ctx.auth, ipAddressesList, ({ query, principal }) => ips.list(principal.registrarId, query))
  mount(app, ctx.auth, ipAddressesCreate, ({ body, principal }) => ips.create(principal.registrarId, body))
  mount(app, ctx.auth, ipAddressesDelete, ({ params, principal }) => ips.delete(principal.registrarId, params.ipAddressId))

  mount(app, ctx.auth, userCurrent, ({ principal }) => users.current(principal))
  mount(app, ctx.auth, userGroups, ({ principal }) => users.groups(principal))
  mount(app, ctx.auth, usersList, ({ query, principal }) => users.search(principal.registrarId, query))
}
