/**
 * SQL of the customer area: contract, customer and e-invoicing, e-mails, headquarter and GDPR
 * data, one row of each per registrar, always read by the caller's registrar.
 */
import type { Contract, Customer, Emails, Gdpr, GdprRequest, Headquarter } from '../../contract/customer.js'
import type { Db } from '../../db/open.js'
import { formatDateTime } from '../../time.js'

interface ContractRow {
  id: number
  number: string
  registrarCode: string
  status: Contract['status']
  signedDate: string
  startDate: string
  endDate: string | null
  autoRenewal: number
  created: number
  lastupdate: number
}

interface CustomerRow {
  id: number
  name: string
  customerType: Customer['customerType']
  country: string
  vatNumber: string | null
  fiscalCode: string | null
  street: string
  city: string
  postalCode: string
  province: string | null
  addressCountry: string
  sdiCode: string | null
  pec: string | null
  eInvoicingLastupdate: number | null
  created: number
  lastupdate: number
}

interface GdprRow {
  repFirstName: string
  repLastName: string
  repFiscalCode: string
  repRole: string
  dpoName: string | null
  dpoEmail: string | null
  dpoPhone: string | null
  privacyEmail: string
  privacyPolicyUrl: string
  language: Gdpr['language']
  templateVersion: string
  created: number
  lastupdate: number
}

const toGdpr = (r: GdprRow): Gdpr => ({
  legalRepresentative: { firstName: r.repFirstName, lastName: r.repLastName, fiscalCode: r.repFiscalCode, role: r.repRole },
  dataProtectionOfficer: r.dpoName !== null ? { name: r.dpoName, email: r.dpoEmail!, phone: r.dpoPhone! } : null,
  privacyEmail: r.privacyEmail,
  privacyPolicyUrl: r.privacyPolicyUrl,
  language: r.language,
  templateVersion: r.templateVersion,
  created: formatDateTime(r.created),
  lastupdate: formatDateTime(r.lastupdate),
})

export interface CustomerRepository {
  contract(registrarId: number): Contract | undefined
  customer(registrarId: number): Customer | undefined
  setEInvoicing(registrarId: number, sdiCode: string, pec: string | null, at: number): void
  emails(registrarId: number): Emails | undefined
  saveEmails(registrarId: number, e: Emails): void
  headquarter(registrarId: number): Headquarter | undefined
  saveHeadquarter(registrarId: number, h: Headquarter): void
  gdpr(registrarId: number): Gdpr | undefined
  /** Creates or replaces; `created` is kept on a replace. */
  saveGdpr(registrarId: number, g: GdprRequest, templateVersion: string, at: number): void
  touchGdpr(registrarId: number, at: number): boolean
}

export function createCustomerRepository(db: Db): CustomerRepository {
  const contract = db.prepare<[number], ContractRow>(
    `SELECT c.id, c.number, r.code AS registrarCode, c.status, c.signed_date AS signedDate, c.start_date AS startDate,
            c.end_date AS endDate, c.auto_renewal AS autoRenewal, c.created, c.lastupdate
       FROM contracts c JOIN registrars r ON r.id = c.registrar_id WHERE c.registrar_id = ?`,
  )
  const customer = db.prepare<[number], CustomerRow>(
    `SELECT id, name, customer_type AS customerType, country, vat_number AS vatNumber, fiscal_code AS fiscalCode, street, city,
            postal_code AS postalCode, province, address_country AS addressCountry, einvoicing_sdi_code AS sdiCode,
            einvoicing_pec AS pec, einvoicing_lastupdate AS eInvoicingLastupdate, created, lastupdate
       FROM customers WHERE registrar_id = ?`,
  )
  const setEInvoicing = db.prepare(
    `UPDATE customers SET einvoicing_sdi_code = ?, einvoicing_pec = ?, einvoicing_lastupdate = ?, lastupdate = ? WHERE registrar_id = ?`,
  )
  const emails = db.prepare<[number], Emails>(
    'SELECT administrative, technical, billing, abuse, pec FROM registrar_emails WHERE registrar_id = ?',
  )
  const saveEmails = db.prepare(
    `INSERT INTO registrar_emails (registrar_id, administrative, technical, billing, abuse, pec)
     VALUES (@registrarId, @administrative, @technical, @billing, @abuse, @pec)
     ON CONFLICT (registrar_id) DO UPDATE SET administrative = excluded.administrative, technical = excluded.technical,
       billing = excluded.billing, abuse = excluded.abuse, pec = excluded.pec`,
  )
  const headquarter = db.prepare<[number], Headquarter>(
    `SELECT street, city, postal_code AS postalCode, province, country, phone, fax FROM registrar_headquarters WHERE registrar_id = ?`,
  )
  const saveHeadquarter = db.prepare(
    `INSERT INTO registrar_headquarters (registrar_id, street, city, postal_code, province, country, phone, fax)
     VALUES (@registrarId, @street, @city, @postalCode, @province, @country, @phone, @fax)
     ON CONFLICT (registrar_id) DO UPDATE SET street = excluded.street, city = excluded.city, postal_code = excluded.postal_code,
       province = excluded.province, country = excluded.country, phone = excluded.phone, fax = excluded.fax`,
  )
  const gdpr = db.prepare<[number], GdprRow>(
    `SELECT rep_first_name AS repFirstName, rep_last_name AS repLastName, rep_fiscal_code AS repFiscalCode, rep_role AS repRole,
            dpo_name AS dpoName, dpo_email AS dpoEmail, dpo_phone AS dpoPhone, privacy_email AS privacyEmail,
            privacy_policy_url AS privacyPolicyUrl, language, template_version AS templateVersion, created, lastupdate
       FROM registrar_gdpr WHERE registrar_id = ?`,
  )
  const saveGdpr = db.prepare(
    `INSERT INTO registrar_gdpr (registrar_id, rep_first_name, rep_last_name, rep_fiscal_code, rep_role, dpo_name, dpo_email,
       dpo_phone, privacy_email, privacy_policy_url, language, template_version, created, lastupdate)
     VALUES (@registrarId, @firstName, @lastName, @fiscalCode, @role, @dpoName, @dpoEmail, @dpoPhone, @privacyEmail,
       @privacyPolicyUrl, @language, @templateVersion, @at, @at)
     ON CONFLICT (registrar_id) DO UPDATE SET rep_first_name = excluded.rep_first_name, rep_last_name = excluded.rep_last_name,
       rep_fiscal_code = excluded.rep_fiscal_code, rep_role = excluded.rep_role, dpo_name = excluded.dpo_name,
       dpo_email = excluded.dpo_email, dpo_phone = excluded.dpo_phone, privacy_email = excluded.privacy_email,
       privacy_policy_url = excluded.privacy_policy_url, language = excluded.language,
       template_version = excluded.template_version, lastupdate = excluded.lastupdate`,
  )
  const touchGdpr = db.prepare('UPDATE registrar_gdpr SET lastupdate = ? WHERE registrar_id = ?')
  return {
    contract(registrarId) {
      const r = contract.get(registrarId)
      return r && { ...r, autoRenewal: r.autoRenewal === 1, created: formatDateTime(r.created), lastupdate: formatDateTime(r.lastupdate) }
    },
    customer(registrarId) {
      const r = customer.get(registrarId)
      if (!r) return undefined
      return {
        id: r.id,
        name: r.name,
        customerType: r.customerType,
        country: r.country,
        vatNumber: r.vatNumber,
        fiscalCode: r.fiscalCode,
        address: { street: r.street, city: r.city, postalCode: r.postalCode, province: r.province, country: r.addressCountry },
        eInvoicing:
          r.sdiCode !== null ? { sdiCode: r.sdiCode, pec: r.pec, lastupdate: formatDateTime(r.eInvoicingLastupdate ?? r.lastupdate) } : null,
        created: formatDateTime(r.created),
        lastupdate: formatDateTime(r.lastupdate),
      }
    },
    setEInvoicing: (registrarId, sdiCode, pec, at) => void setEInvoicing.run(sdiCode, pec, at, at, registrarId),
    emails: (registrarId) => emails.get(registrarId),
    saveEmails: (registrarId, e) => void saveEmails.run({ registrarId, ...e }),
    headquarter: (registrarId) => headquarter.get(registrarId),
    saveHeadquarter: (registrarId, h) => void saveHeadquarter.run({ registrarId, ...h }),
    gdpr(registrarId) {
      const r = gdpr.get(registrarId)
      return r && toGdpr(r)
    },
    saveGdpr(registrarId, g, templateVersion, at) {
      const dpo = g.dataProtectionOfficer
      saveGdpr.run({
        registrarId,
        ...g.legalRepresentative,
        dpoName: dpo?.name ?? null,
        dpoEmail: dpo?.email ?? null,
        dpoPhone: dpo?.phone ?? null,
        privacyEmail: g.privacyEmail,
        privacyPolicyUrl: g.privacyPolicyUrl,
        language: g.language,
        templateVersion,
        at,
      })
    },
    touchGdpr: (registrarId, at) => touchGdpr.run(at, registrarId).changes > 0,
  }
}
