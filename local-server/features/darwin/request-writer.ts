/**
 * Writes a new darwin request with its contacts, domains and anomalies, as the registry opens it
 * (status submitted, event submitted). Used by the sandbox's create control and the demo data.
 */
import type { SandboxDarwinRequestInput } from '../../contract/darwin-sandbox.js'
import type { Db } from '../../db/open.js'
import { deadlineOf } from './deadline.js'
import { recordDarwinEvent } from './event-log.js'
import { defaultRequiredDocuments } from '../../validation/darwin-workflow.js'
import { darwinEventMessage } from '../../contract/darwin-event-messages.js'

const DAY = 86_400_000

// Registry-database ids follow the row ids, offset so they never look like the darwin ids.
const CONTACT_DBNA_BASE = 4_100_000
const DOMAIN_DBNA_BASE = 9_300_000

export function insertDarwinRequest(db: Db, registrarId: number, input: SandboxDarwinRequestInput, now: number): number {
  const refIndex = Math.max(0, input.contacts.findIndex((c) => c.reference))
  const ref = input.contacts[refIndex]!
  const required = input.requiredDocuments ?? defaultRequiredDocuments(ref.entityType)
  const requestId = Number(
    db
      .prepare(
        `INSERT INTO darwin_requests (registrar_id, status, status_date, created, deadline, note, required_documents, ref_org, ref_regcode)
         VALUES (?, 'submitted', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(registrarId, now, now, deadlineOf(now, input.expirationDays ?? 30), input.note ?? '', [...new Set(required)].join(','), ref.org, ref.regcode)
      .lastInsertRowid,
  )
  const nextId = (table: string) => (db.prepare(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`).get() as { n: number }).n
  const insContact = db.prepare(
    `INSERT INTO darwin_contacts (registrar_id, request_id, dbna_id, registrar_contact_id, action, reference, name, org, email, voice, fax,
       streets, city, postal_code, state, country, consent_for_publish, regcode, nationality, entity_type)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insDomain = db.prepare(
    `INSERT INTO darwin_domains (registrar_id, request_id, contact_id, dbna_id, domain, registrar_contact_id, status, signed, registered,
       dbna_created, dbna_lastupdate, dbna_expire)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insAnomaly = db.prepare(
    'INSERT INTO darwin_anomalies (registrar_id, request_id, contact_id, field, codes, contacts) VALUES (?, ?, ?, ?, ?, ?)',
  )
  input.contacts.forEach((c, i) => {
    const contactId = Number(
      insContact.run(
        registrarId, requestId, CONTACT_DBNA_BASE + nextId('darwin_contacts'), c.registrarContactId, c.action ?? 'todo', i === refIndex ? 1 : 0,
        c.name, c.org, c.email, c.voice, c.fax ?? '', JSON.stringify(c.streets), c.city, c.postalCode, c.state, c.country.toLowerCase(),
        c.consentForPublish === false ? 0 : 1, c.regcode, c.nationality.toLowerCase(), c.entityType,
      ).lastInsertRowid,
    )
    for (const a of c.anomalies ?? []) insAnomaly.run(registrarId, requestId, contactId, a.field, JSON.stringify(a.codes), a.contacts ? JSON.stringify(a.contacts) : null)
    ;(c.domains ?? []).forEach((d, j) => {
      const registeredAt = now - (400 + 97 * i + 31 * j) * DAY
      insDomain.run(
        registrarId, requestId, contactId, DOMAIN_DBNA_BASE + nextId('darwin_domains'), d.domain, c.registrarContactId,
        d.registered === false ? 'incompatible' : 'locked', d.signed ? 1 : 0, d.registered === false ? 0 : 1,
        registeredAt, now - (20 + j) * DAY, registeredAt + Math.ceil((now - registeredAt) / (365 * DAY) + 0.01) * 365 * DAY,
      )
    })
  })
  for (const a of input.anomalies ?? []) insAnomaly.run(registrarId, requestId, null, a.field, JSON.stringify(a.codes), a.contacts ? JSON.stringify(a.contacts) : null)
  recordDarwinEvent(db, {
    registrarId, requestId, type: 'submitted', user: 'registry',
    message: input.note || darwinEventMessage('opened'), at: now,
  })
  return requestId
}
