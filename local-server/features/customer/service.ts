/**
 * Rules of the customer area: field checks, the e-invoicing restriction to private Italian
 * customers, the GDPR create-or-replace, and one registrar event for every change.
 */
import { badRequest, notFound } from '../../api-error.js'
import type { Clock } from '../../core/clock.js'
import {
  type Contract,
  type Customer,
  type CustomerEInvoicingRequest,
  type Emails,
  type Gdpr,
  type GdprLanguage,
  type GdprRequest,
  type GdprTemplate,
  type Headquarter,
} from '../../contract/customer.js'
import type { RegistrarEventType } from '../../contract/registrar.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { checkAddress, checkEmail, checkEveryField, checkPersonFiscalCode, checkText, checkUrl } from '../registrar/checks.js'
import type { RegistrarEvents } from '../registrar/events.js'
import { GDPR_TEMPLATE_VERSION, gdprTemplate } from './gdpr-template.js'
import type { CustomerRepository } from './repository.js'

export interface CustomerServiceDeps {
  db: Db
  clock: Clock
  repo: CustomerRepository
  events: RegistrarEvents
}

/** `0000000` means "no SDI channel": the invoices go to the PEC, which is then required. */
const SDI_TO_PEC = '0000000'

function checkEmails(e: Emails): void {
  checkEveryField(
    ...(['administrative', 'technical', 'billing', 'abuse'] as const).map((field) => () => checkEmail(e[field], field)),
    () => e.pec !== null && checkEmail(e.pec, 'pec'),
  )
}

function checkHeadquarter(h: Headquarter): void {
  // Phones and fax are refused by the schema (contract/common.ts PhoneNumber) before this runs.
  checkAddress(h)
}

/** The e-invoicing rules: the PEC an address, and required when the invoices go to it. */
function checkEInvoicing(sdiCode: string, pec: string | null): void {
  checkEveryField(
    () => pec !== null && checkEmail(pec, 'pec'),
    () => {
      if (sdiCode === SDI_TO_PEC && pec === null) {
        throw badRequest('pec_required', 'pec: required when sdiCode is 0000000 (invoices delivered to the PEC)', 'pec')
      }
    },
  )
}

function checkGdpr(g: GdprRequest): void {
  const rep = g.legalRepresentative
  const dpo = g.dataProtectionOfficer
  checkEveryField(
    () => {
      if (!g.accepted) throw badRequest('agreement_not_accepted', 'accepted: the GDPR template must be accepted', 'accepted')
    },
    () => checkText(rep.firstName, 'legalRepresentative.firstName'),
    () => checkText(rep.lastName, 'legalRepresentative.lastName'),
    () => checkPersonFiscalCode(rep.fiscalCode, 'legalRepresentative.fiscalCode'),
    () => checkText(rep.role, 'legalRepresentative.role'),
    () => dpo && checkText(dpo.name, 'dataProtectionOfficer.name'),
    () => dpo && checkEmail(dpo.email, 'dataProtectionOfficer.email'),
    () => checkEmail(g.privacyEmail, 'privacyEmail'),
    // A privacy notice collects personal data questions: only an https page will do.
    () => checkUrl(g.privacyPolicyUrl, 'privacyPolicyUrl', true),
  )
}

export function createCustomerService({ db, clock, repo, events }: CustomerServiceDeps) {
  const record = (p: Principal, type: RegistrarEventType, message: string, at: number) =>
    events.record({ registrarId: p.registrarId, type, created: at, user: p.username, message })
  // Only a folder created with --empty lacks these rows.
  const found = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw notFound(what)
    return value
  }
  const gdprOf = (p: Principal): Gdpr => found(repo.gdpr(p.registrarId), 'GDPR data')

  return {
    contract: (p: Principal): Contract => found(repo.contract(p.registrarId), 'Contract'),
    customer: (p: Principal): Customer => found(repo.customer(p.registrarId), 'Customer'),

    setEInvoicing(p: Principal, body: CustomerEInvoicingRequest): void {
      const customer = found(repo.customer(p.registrarId), 'Customer')
      if (customer.country !== 'it' || customer.customerType !== 'private') {
        throw badRequest(
          'einvoicing_not_applicable',
          'E-invoicing data applies only to private Italian customers; public administrations and foreign customers are invoiced otherwise',
        )
      }
      const pec = body.pec ?? null
      checkEInvoicing(body.sdiCode, pec)
      const at = clock.now()
      db.transaction(() => {
        repo.setEInvoicing(p.registrarId, body.sdiCode, pec, at)
        record(p, 'eInvoicingUpdated', `E-invoicing data set (recipient code ${body.sdiCode})`, at)
      })()
    },

    emails: (p: Principal): Emails => found(repo.emails(p.registrarId), 'E-mail addresses'),
    saveEmails(p: Principal, e: Emails): Emails {
      checkEmails(e)
      const at = clock.now()
      db.transaction(() => {
        repo.saveEmails(p.registrarId, e)
        record(p, 'emailsUpdated', 'Registrar e-mail addresses updated', at)
      })()
      return repo.emails(p.registrarId)!
    },

    headquarter: (p: Principal): Headquarter => found(repo.headquarter(p.registrarId), 'Headquarter'),
    saveHeadquarter(p: Principal, h: Headquarter): Headquarter {
      checkHeadquarter(h)
      const at = clock.now()
      db.transaction(() => {
        repo.saveHeadquarter(p.registrarId, h)
        record(p, 'headquarterUpdated', `Headquarter moved to ${h.street}, ${h.postalCode} ${h.city}`, at)
      })()
      return repo.headquarter(p.registrarId)!
    },

    // The path's schema admits only the template languages (answering `invalid_language` for another).
    gdprTemplate: (language: GdprLanguage): GdprTemplate => gdprTemplate(language),
    gdpr: gdprOf,
    /** Creates or replaces; `created` tells the route to answer 201. */
    saveGdpr(p: Principal, g: GdprRequest): { gdpr: Gdpr; created: boolean } {
      checkGdpr(g)
      const at = clock.now()
      const created = db.transaction(() => {
        const isNew = repo.gdpr(p.registrarId) === undefined
        repo.saveGdpr(p.registrarId, g, GDPR_TEMPLATE_VERSION, at)
        record(p, isNew ? 'gdprCreated' : 'gdprUpdated', `GDPR data ${isNew ? 'created' : 'updated'} (template ${GDPR_TEMPLATE_VERSION}, ${g.language})`, at)
        return isNew
      })()
      return { gdpr: gdprOf(p), created }
    },
    confirmGdpr(p: Principal): Gdpr {
      const at = clock.now()
      db.transaction(() => {
        if (!repo.touchGdpr(p.registrarId, at)) throw notFound('GDPR data')
        record(p, 'gdprConfirmed', 'GDPR data confirmed as up to date', at)
      })()
      return gdprOf(p)
    },
  }
}
