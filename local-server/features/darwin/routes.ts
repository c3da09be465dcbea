import type { FastifyInstance } from 'fastify'
import * as C from '../../contract/darwin-contacts.js'
import * as D from '../../contract/darwin-domains.js'
import * as E from '../../contract/darwin-events.js'
import * as R from '../../contract/darwin-requests.js'
import { sandboxDarwinAct, sandboxDarwinCreate } from '../../contract/darwin-sandbox.js'
import * as U from '../../contract/darwin-updates.js'
import type { AppContext } from '../../context.js'
import { createPageCache, createPageKeys, searchVersion } from '../../core/page-cache.js'
import { type Handler, mount, SerializedJson } from '../../mount.js'
import { formatDate } from '../../time.js'
import { createContactsRepository } from './contacts-repository.js'
import { createContactsService } from './contacts-service.js'
import { registerDarwinDocuments } from './documents/routes.js'
import { createDomainsService } from './domains-service.js'
import { createEventsService } from './events-service.js'
import { sweepExpired } from './lifecycle.js'
import { createRegistry } from './registry.js'
import { requestSearchViewer } from './request-search.js'
import { createRequestsRepository } from './requests-repository.js'
import { createRequestsService } from './requests-service.js'
import { createUpdatesService } from './updates-service.js'

/**
 * The darwin procedure. Expiry is applied lazily: before any darwin operation (documents and the
 * sandbox controls included) the caller's registrar's working requests past their deadline move
 * to expired, so a moved sandbox clock takes effect on the next call.
 */
export async function registerDarwin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? ''
    if (request.principal && (url.startsWith('/v1/darwin') || url.startsWith('/sandbox/darwin'))) {
      sweepExpired(ctx.db, request.principal.registrarId, ctx.clock.now())
    }
  })

  const requestsRepo = createRequestsRepository(ctx.db)
  const contactsRepo = createContactsRepository(ctx.db)
  const requests = createRequestsService({ db: ctx.db, clock: ctx.clock, requests: requestsRepo, contacts: contactsRepo, runner: ctx.search })
  const contacts = createContactsService({ db: ctx.db, contacts: contactsRepo, runner: ctx.search })
  const updates = createUpdatesService({ db: ctx.db, clock: ctx.clock })
  const domains = createDomainsService(ctx.db, ctx.search)
  const events = createEventsService(ctx.db, ctx.search)
  const registry = createRegistry({ db: ctx.db, clock: ctx.clock, requests: requestsRepo })
  const a = ctx.auth

  // Pages of the request searches are kept serialized until the next write they show (the darwin
  // counter of search_versions, bumped by triggers), per registrar, query, viewer and registry
  // date: the days left and the expiring window follow the date, and the expiry sweep above is a
  // write, so a page is never older than the statuses the clock gives (docs/performance.md).
  const pages = createPageCache({ maxBytes: 4 * 1024 * 1024 })
  const version = searchVersion(ctx.db, 'darwin')
  const keyOf = createPageKeys()
  ctx.onReset(() => pages.clear())
  const cachedPage = (search: 'list' | 'expiring') =>
    (({ principal, query, reply, request }) => {
      const now = ctx.clock.now()
      const key = `${search} ${formatDate(now)} ${requestSearchViewer(principal, query)} ${keyOf(principal.registrarId, request.url, query)}`
      // The route's response schema serializes, exactly as an uncached answer (a string for JSON).
      const make = () => String(reply.serialize(requests[search](principal, query, now)))
      return new SerializedJson(pages.get(version(), key, make))
    }) satisfies Handler<typeof R.darwinRequestsList | typeof R.darwinRequestsExpiring>
  mount(app, a, R.darwinRequestsList, cachedPage('list'))
  mount(app, a, R.darwinRequestsCount, ({ principal, query }) => requests.count(principal, query))
  mount(app, a, R.darwinRequestsExpiring, cachedPage('expiring'))
  mount(app, a, R.darwinRequestsExpiringCount, ({ principal, query }) => requests.expiringCount(principal, query))
  mount(app, a, R.darwinRequestsGet, ({ principal, params, query }) => requests.get(principal, params.requestId, query.view))
  mount(app, a, R.darwinRequestsAnomalies, ({ principal, params }) => requests.anomalies(principal, params.requestId))
  mount(app, a, R.darwinRequestsReferenceContact, ({ principal, params }) => requests.referenceContact(principal, params.requestId))
  mount(app, a, R.darwinRequestsExpirationDays, ({ principal, params }) => requests.expirationDays(principal, params.requestId))
  mount(app, a, R.darwinRequestsAssignToMe, ({ principal, params }) => requests.assignToMe(principal, params.requestId))
  mount(app, a, R.darwinRequestsAssignToUser, ({ principal, params, body }) => requests.assignToUser(principal, params.requestId, body.userId))
  mount(app, a, R.darwinRequestsAssignationRelease, ({ principal, params }) => requests.release(principal, params.requestId))
  mount(app, a, R.darwinRequestsProcess, ({ principal, params }) => requests.process(principal, params.requestId))

  mount(app, a, C.darwinContactsList, ({ principal, query }) => contacts.list(principal, query))
  mount(app, a, C.darwinContactsCount, ({ principal, query }) => contacts.count(principal, query))
  mount(app, a, C.darwinContactsGet, ({ principal, params }) => contacts.get(principal, params.contactId))
  mount(app, a, C.darwinContactsChangeAction, ({ principal, params, body }) => contacts.changeAction(principal, params.contactId, body.action))
  mount(app, a, C.darwinContactsChangeActionForRequest, ({ principal, params, body }) =>
    contacts.changeActionForRequest(principal, params.requestId, body.action),
  )
  mount(app, a, C.darwinContactsAnomalies, ({ principal, params, query }) => contacts.anomalies(principal, params.contactId, query.all === true))
  mount(app, a, C.darwinContactsDbna, ({ principal, params }) => contacts.dbna(principal, params.contactId))

  mount(app, a, U.darwinUpdatesList, ({ principal, query }) => updates.list(principal, query.requestId))
  mount(app, a, U.darwinUpdatesCurrent, ({ principal, query }) => updates.current(principal, query.requestId))
  mount(app, a, U.darwinUpdatesGet, ({ principal, params }) => updates.get(principal, params.contactUpdateId))
  mount(app, a, U.darwinUpdatesCreate, ({ principal, body }) => updates.create(principal, body))
  mount(app, a, U.darwinUpdatesValidate, ({ principal, body }) => updates.validate(principal, body.requestId, body.contactData))

  mount(app, a, D.darwinDomainsList, ({ principal, query }) => domains.list(principal, query))
  mount(app, a, D.darwinDomainsCount, ({ principal, query }) => domains.count(principal, query))
  mount(app, a, D.darwinDomainsGet, ({ principal, params }) => domains.get(principal, params.id))
  mount(app, a, D.darwinDomainsDbna, ({ principal, params }) => domains.dbna(principal, params.id))

  mount(app, a, E.darwinEventsList, ({ principal, query }) => events.list(principal, query))
  mount(app, a, E.darwinEventsCount, ({ principal, query }) => events.count(principal, query))

  mount(app, a, sandboxDarwinCreate, ({ principal, body }) => registry.create(principal, body))
  mount(app, a, sandboxDarwinAct, ({ principal, params, body }) => registry.act(principal, params.requestId, body))

  await registerDarwinDocuments(app, ctx)
}
