/** Contact data updates: the registrar's corrected data for a request's contacts with action todo. */
import { conflict, notFound } from '../../api-error.js'
import type { ContactData, ContactUpdate } from '../../contract/darwin-updates.js'
import type { Clock } from '../../core/clock.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { formatDateTime } from '../../time.js'
import { checkContactData } from './contact-data.js'
import { moveRequest } from './lifecycle.js'
import { allowsRegistrarChanges } from '../../validation/darwin-workflow.js'
import { findVisibleRequest, type VisibleRequest } from './visibility.js'
import { darwinEventMessage } from '../../contract/darwin-event-messages.js'

interface UpdateRow {
  id: number
  requestId: number
  message: string
  contactData: string
  created: number
}

const toUpdate = (u: UpdateRow): ContactUpdate => ({
  id: u.id, requestId: u.requestId, message: u.message, contactData: JSON.parse(u.contactData) as ContactData, created: formatDateTime(u.created),
})

const COLUMNS = 'id, request_id AS requestId, message, contact_data AS contactData, created'

export function createUpdatesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const ofRequest = db.prepare<[number, number], UpdateRow>(
    `SELECT ${COLUMNS} FROM darwin_contact_updates WHERE registrar_id = ? AND request_id = ? ORDER BY created DESC, id DESC`,
  )
  const byId = db.prepare<[number, number], UpdateRow>(`SELECT ${COLUMNS} FROM darwin_contact_updates WHERE id = ? AND registrar_id = ?`)
  const insert = db.prepare<[number, number, string, string, number]>(
    'INSERT INTO darwin_contact_updates (registrar_id, request_id, message, contact_data, created) VALUES (?, ?, ?, ?, ?)',
  )
  const reference = db.prepare<[number, number], { country: string; nationality: string; entityType: number }>(
    `SELECT country, nationality, entity_type AS entityType FROM darwin_contacts
      WHERE registrar_id = ? AND request_id = ? ORDER BY reference DESC, id LIMIT 1`,
  )

  const request = (principal: Principal, id: number): VisibleRequest => {
    const r = findVisibleRequest(db, principal, id)
    if (!r) throw notFound('Darwin request')
    return r
  }

  /** Checks the data against the reference contact; answers it with the read-only fields filled in. */
  function checked(r: VisibleRequest, data: ContactData): ContactData {
    const stored = reference.get(r.registrarId, r.id)
    if (!stored) throw notFound('Reference contact')
    checkContactData(data, stored)
    return { ...data, country: stored.country, registrant: { ...data.registrant, nationality: stored.nationality, entityType: stored.entityType } }
  }

  return {
    list: (principal: Principal, requestId: number) => ofRequest.all(principal.registrarId, request(principal, requestId).id).map(toUpdate),
    current(principal: Principal, requestId: number) {
      const latest = ofRequest.get(principal.registrarId, request(principal, requestId).id)
      if (!latest) throw notFound('Contact data update')
      return toUpdate(latest)
    },
    get(principal: Principal, id: number) {
      const u = byId.get(id, principal.registrarId)
      if (!u || !findVisibleRequest(db, principal, u.requestId)) throw notFound('Contact data update')
      return toUpdate(u)
    },
    validate(principal: Principal, requestId: number, data: ContactData): void {
      checked(request(principal, requestId), data)
    },
    create(principal: Principal, body: { requestId: number; message: string; contactData: ContactData }): ContactUpdate {
      const r = request(principal, body.requestId)
      if (!allowsRegistrarChanges(r.status)) {
        throw conflict('request_status_incompatible', `A request in status ${r.status} does not accept contact data updates`)
      }
      const data = checked(r, body.contactData)
      const now = clock.now()
      const id = db.transaction(() => {
        const newId = Number(insert.run(r.registrarId, r.id, body.message, JSON.stringify(data), now).lastInsertRowid)
        moveRequest(db, r, { to: 'registrarUpdated', event: 'registrarUpdated', user: principal.username, message: body.message || darwinEventMessage('updateSent') }, now)
        return newId
      })()
      return toUpdate(byId.get(id, r.registrarId)!)
    },
  }
}
