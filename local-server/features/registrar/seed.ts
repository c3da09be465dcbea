/**
 * Demo data of Customer and Registrar, for both areas (customer and registrar): contract,
 * customer (a private Italian company whose VAT number passes the check digit), e-mails,
 * headquarter, registrar data, public information, contacts and events. No GDPR data: the
 * registrar creates it. Deterministic: ctx.random('registrar') and ctx.now only.
 */
import type { SeedContext } from '../../db/seed/context.js'
import type { Random } from '../../db/seed/random.js'
import { formatDate } from '../../time.js'
import type { NewEvent } from './events.js'

const DAY = 86_400_000

interface Place {
  city: string
  province: string
  cap: string
  prefix: string
}

const PLACES: readonly Place[] = [
  { city: 'Milano', province: 'MI', cap: '20124', prefix: '02' },
  { city: 'Roma', province: 'RM', cap: '00185', prefix: '06' },
  { city: 'Torino', province: 'TO', cap: '10128', prefix: '011' },
  { city: 'Bologna', province: 'BO', cap: '40126', prefix: '051' },
  { city: 'Firenze', province: 'FI', cap: '50129', prefix: '055' },
  { city: 'Pisa', province: 'PI', cap: '56125', prefix: '050' },
  { city: 'Padova', province: 'PD', cap: '35131', prefix: '049' },
  { city: 'Bari', province: 'BA', cap: '70122', prefix: '080' },
]
const STREETS = ['Via Giuseppe Garibaldi', 'Corso Vittorio Emanuele II', 'Viale della Repubblica', 'Via Roma', 'Via Alessandro Manzoni', 'Piazza Cavour']
const PEOPLE = [
  ['Francesca', 'Conti'], ['Alessandro', 'Marino'], ['Chiara', 'Gallo'], ['Davide', 'Costa'],
  ['Valentina', 'Fontana'], ['Matteo', 'Moretti'], ['Federica', 'Barbieri'], ['Simone', 'Lombardi'],
] as const

/** An Italian VAT number: 7 digits of the company, 3 of the tax office, and the check digit. */
export function vatNumber(random: Random): string {
  const body = Array.from({ length: 7 }, () => random.int(0, 9)).join('') + String(random.int(1, 100)).padStart(3, '0')
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const d = Number(body[i])
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2
  }
  return body + String((10 - (sum % 10)) % 10)
}

const phone = (random: Random, place: Place) => `+39.${place.prefix}${random.int(1_000_000, 9_999_999)}`

interface RegistrarSeed {
  registrarId: number
  code: string
  name: string
  domain: string
  years: number
  contacts: number
}

function seedOne(ctx: SeedContext, random: Random, r: RegistrarSeed): void {
  const { db, now } = ctx
  const place = random.pick(PLACES)
  const street = `${random.pick(STREETS)} ${random.int(1, 180)}`
  const signed = now - r.years * 365 * DAY + random.int(10, 60) * DAY
  const vat = vatNumber(random)
  db.prepare('INSERT INTO registrar_profiles (registrar_id, status, accreditation_date, epp_username) VALUES (?, ?, ?, ?)').run(
    r.registrarId, 'active', formatDate(signed + 20 * DAY), `${r.code.toLowerCase()}-epp`,
  )
  db.prepare(
    `INSERT INTO contracts (registrar_id, number, status, signed_date, start_date, end_date, auto_renewal, created, lastupdate)
     VALUES (?, ?, 'active', ?, ?, NULL, 1, ?, ?)`,
  ).run(
    r.registrarId, `RC-${formatDate(signed).slice(0, 4)}-${String(random.int(100, 999_999)).padStart(6, '0')}`,
    formatDate(signed), formatDate(signed + 15 * DAY), signed, now - random.int(20, 90) * DAY,
  )
  db.prepare(
    `INSERT INTO customers (registrar_id, name, customer_type, country, vat_number, fiscal_code, street, city, postal_code,
       province, address_country, einvoicing_sdi_code, einvoicing_pec, einvoicing_lastupdate, created, lastupdate)
     VALUES (?, ?, 'private', 'it', ?, ?, ?, ?, ?, ?, 'it', ?, ?, ?, ?, ?)`,
  ).run(
    r.registrarId, r.name, vat, vat, street, place.city, place.cap, place.province,
    'M5UXCR1', `fatture@pec.${r.domain}`, now - 120 * DAY, signed, now - 120 * DAY,
  )
  db.prepare('INSERT INTO registrar_emails (registrar_id, administrative, technical, billing, abuse, pec) VALUES (?, ?, ?, ?, ?, ?)').run(
    r.registrarId, `amministrazione@${r.domain}`, `noc@${r.domain}`, `fatturazione@${r.domain}`, `abuse@${r.domain}`, `${r.code.toLowerCase()}@pec.${r.domain}`,
  )
  db.prepare(
    `INSERT INTO registrar_headquarters (registrar_id, street, city, postal_code, province, country, phone, fax)
     VALUES (?, ?, ?, ?, ?, 'it', ?, ?)`,
  ).run(r.registrarId, street, place.city, place.cap, place.province, phone(random, place), phone(random, place))
  db.prepare(
    `INSERT INTO registrar_public_info (registrar_id, display_name, website, email, phone, description, languages, lastupdate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    r.registrarId, r.name.replace(/ S\.(r\.l|p\.A)\.$/, ''), `https://www.${r.domain}`, `info@${r.domain}`, phone(random, place),
    `Registrazione e gestione di nomi a dominio .it, hosting e posta elettronica per aziende e professionisti a ${place.city}.`,
    'it,en', now - 60 * DAY,
  )

  const events: Omit<NewEvent, 'registrarId'>[] = []
  const user = r.code === 'DEMO-REG' ? 'admin' : 'other-admin'
  const insContact = db.prepare(
    `INSERT INTO registrar_contacts (registrar_id, role, first_name, last_name, email, phone, mobile, language, created, lastupdate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const roles = ['administrative', 'technical', 'billing'] as const
  const people = [...PEOPLE]
  for (let i = people.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[people[i], people[j]] = [people[j]!, people[i]!]
  }
  for (let i = 0; i < r.contacts; i++) {
    const [first, last] = people[i]!
    const created = now - random.int(200, 330) * DAY + i * DAY
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@${r.domain}`
    const id = Number(
      insContact.run(r.registrarId, roles[i % 3], first, last, email, phone(random, place), `+39.3${random.int(200_000_000, 499_999_999)}`, i === 1 ? 'en' : 'it', created, created).lastInsertRowid,
    )
    events.push({ type: 'contactCreated', created, user, message: `Contact ${first} ${last} (${roles[i % 3]}) created`, contactId: id })
  }
  events.push(
    { type: 'contractRenewed', created: now - 180 * DAY, user: 'registry', message: 'Contract renewed for one year' },
    { type: 'eInvoicingUpdated', created: now - 120 * DAY, user, message: 'E-invoicing data set (recipient code M5UXCR1)' },
    { type: 'publicInfoUpdated', created: now - 60 * DAY, user, message: 'Public information updated' },
    { type: 'emailsUpdated', created: now - random.int(30, 50) * DAY, user, message: 'Registrar e-mail addresses updated' },
    { type: 'headquarterUpdated', created: now - random.int(15, 25) * DAY, user, message: `Headquarter moved to ${street}, ${place.cap} ${place.city}` },
  )
  // Credit warnings are the billing seeder's, written where the ledger writes them (credit/warning.ts).
  const insEvent = db.prepare(
    'INSERT INTO registrar_events (registrar_id, type, created, username, message, contact_id) VALUES (?, ?, ?, ?, ?, ?)',
  )
  events.sort((a, b) => a.created - b.created)
  for (const e of events) insEvent.run(r.registrarId, e.type, e.created + random.int(8, 18) * 3_600_000, e.user, e.message, e.contactId ?? null)
}

export function seedRegistrar(ctx: SeedContext): void {
  const random = ctx.random('registrar')
  seedOne(ctx, random, { registrarId: ctx.registrars.demo, code: 'DEMO-REG', name: 'Demo Registrar S.r.l.', domain: 'demo-registrar.it', years: 5, contacts: 3 })
  seedOne(ctx, random, { registrarId: ctx.registrars.other, code: 'OTHER-REG', name: 'Altro Registrar S.p.A.', domain: 'altro-registrar.it', years: 3, contacts: 2 })
}
