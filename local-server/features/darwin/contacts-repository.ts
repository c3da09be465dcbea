/** SQL of darwin contacts, their anomalies and their registry-database (DBNA) data. */
import type { Db } from '../../db/open.js'

export interface ContactRow {
  id: number
  registrarId: number
  requestId: number
  dbnaId: number
  registrarContactId: string
  action: string
  status: string
  reference: number
  name: string
  org: string
  email: string
  voice: string
  fax: string
  streets: string
  city: string
  postalCode: string
  state: string
  country: string
  consentForPublish: number
  regcode: string
  nationality: string
  entityType: number
  dbnaStatus: string
  linked: number
}

export interface AnomalyRow {
  contactId: number | null
  field: string
  codes: string
  contacts: string | null
  handle: string | null
}

export const CONTACT_COLUMNS = `id, registrar_id AS registrarId, request_id AS requestId, dbna_id AS dbnaId, registrar_contact_id AS registrarContactId,
  action, status, reference, name, org, email, voice, fax, streets, city, postal_code AS postalCode, state, country,
  consent_for_publish AS consentForPublish, regcode, nationality, entity_type AS entityType, dbna_status AS dbnaStatus, linked`
const SELECT = `SELECT ${CONTACT_COLUMNS}`

export function createContactsRepository(db: Db) {
  const byId = db.prepare<[number, number], ContactRow>(`${SELECT} FROM darwin_contacts WHERE id = ? AND registrar_id = ?`)
  const ofRequest = db.prepare<[number, number], ContactRow>(
    `${SELECT} FROM darwin_contacts WHERE registrar_id = ? AND request_id = ? ORDER BY id`,
  )
  const setAction = db.prepare<[string, number, number]>('UPDATE darwin_contacts SET action = ? WHERE id = ? AND registrar_id = ?')
  const setActionAll = db.prepare<[string, number, number]>('UPDATE darwin_contacts SET action = ? WHERE registrar_id = ? AND request_id = ?')
  const anomalies = db.prepare<[number], AnomalyRow>(
    `SELECT a.contact_id AS contactId, a.field, a.codes, a.contacts, c.registrar_contact_id AS handle
       FROM darwin_anomalies a LEFT JOIN darwin_contacts c ON c.id = a.contact_id
      WHERE a.request_id = ? ORDER BY a.contact_id IS NOT NULL, a.contact_id, a.id`,
  )
  return {
    byId: (id: number, registrarId: number) => byId.get(id, registrarId),
    ofRequest: (registrarId: number, requestId: number) => ofRequest.all(registrarId, requestId),
    setAction: (id: number, registrarId: number, action: string) => setAction.run(action, id, registrarId),
    setActionForRequest: (registrarId: number, requestId: number, action: string) => setActionAll.run(action, registrarId, requestId),
    /** Every anomaly of a request: general ones first (contactId null), then per contact. */
    anomalies: (requestId: number) => anomalies.all(requestId),
  }
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>
