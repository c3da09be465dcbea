import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import {
  contactsCreate,
  contactsDelete,
  contactsGet,
  contactsList,
  contactsUpdate,
  publicInfoGet,
  publicInfoPut,
  registrarEventsList,
  registrarGet,
} from '../../contract/registrar.js'
import { mount } from '../../mount.js'
import { createRegistrarEvents } from './events.js'
import { createRegistrarRepository } from './repository.js'
import { createRegistrarService } from './service.js'

/** Registrar data, public information, events and contacts (contract/registrar.ts). */
export function registerRegistrar(app: FastifyInstance, ctx: AppContext): void {
  const service = createRegistrarService({
    db: ctx.db,
    clock: ctx.clock,
    repo: createRegistrarRepository(ctx.db),
    events: createRegistrarEvents(ctx.db, ctx.search),
  })
  mount(app, ctx.auth, registrarGet, ({ principal }) => service.registrar(principal))
  mount(app, ctx.auth, publicInfoGet, ({ principal }) => service.publicInfo(principal))
  mount(app, ctx.auth, publicInfoPut, ({ principal, body }) => service.savePublicInfo(principal, body))
  mount(app, ctx.auth, registrarEventsList, ({ principal, query }) => service.events(principal, query))
  mount(app, ctx.auth, contactsList, ({ principal }) => service.contacts(principal))
  mount(app, ctx.auth, contactsCreate, ({ principal, body }) => service.createContact(principal, body))
  mount(app, ctx.auth, contactsGet, ({ principal, params }) => service.contact(principal, params.registrarContactId))
  mount(app, ctx.auth, contactsUpdate, ({ principal, params, body }) =>
    service.updateContact(principal, params.registrarContactId, body),
  )
  mount(app, ctx.auth, contactsDelete, ({ principal, params }) => service.deleteContact(principal, params.registrarContactId))
}
