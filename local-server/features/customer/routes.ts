import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.js'
import {
  contractGet,
  customerEInvoicingPut,
  customerGet,
  emailsGet,
  emailsPut,
  gdprConfirm,
  gdprGet,
  gdprPut,
  gdprTemplateGet,
  headquarterGet,
  headquarterPut,
} from '../../contract/customer.js'
import { mount } from '../../mount.js'
import { createRegistrarEvents } from '../registrar/events.js'
import { createCustomerRepository } from './repository.js'
import { createCustomerService } from './service.js'

/** Contract, customer and e-invoicing, e-mails, GDPR, headquarter (contract/customer.ts). */
export function registerCustomer(app: FastifyInstance, ctx: AppContext): void {
  const service = createCustomerService({
    db: ctx.db,
    clock: ctx.clock,
    repo: createCustomerRepository(ctx.db),
    // Changes here are logged in the registrar's event log (GET /v1/registrar/events).
    events: createRegistrarEvents(ctx.db, ctx.search),
  })
  mount(app, ctx.auth, contractGet, ({ principal }) => service.contract(principal))
  mount(app, ctx.auth, customerGet, ({ principal }) => service.customer(principal))
  mount(app, ctx.auth, customerEInvoicingPut, ({ principal, body }) => service.setEInvoicing(principal, body))
  mount(app, ctx.auth, emailsGet, ({ principal }) => service.emails(principal))
  mount(app, ctx.auth, emailsPut, ({ principal, body }) => service.saveEmails(principal, body))
  mount(app, ctx.auth, headquarterGet, ({ principal }) => service.headquarter(principal))
  mount(app, ctx.auth, headquarterPut, ({ principal, body }) => service.saveHeadquarter(principal, body))
  mount(app, ctx.auth, gdprTemplateGet, ({ params }) => service.gdprTemplate(params.language))
  mount(app, ctx.auth, gdprGet, ({ principal }) => service.gdpr(principal))
  mount(app, ctx.auth, gdprPut, ({ principal, body, reply }) => {
    const { gdpr, created } = service.saveGdpr(principal, body)
    if (created) reply.code(201)
    return gdpr
  })
  mount(app, ctx.auth, gdprConfirm, ({ principal }) => service.confirmGdpr(principal))
}
