/**
 * The registry's side of the procedure, driven by the sandbox controls: opening a request and
 * every registry transition of docs/darwin.md, each with its event.
 */
import { badRequest, conflict, notFound } from '../../api-error.js'
import type { RegistryActionInput, SandboxDarwinRequestInput } from '../../contract/darwin-sandbox.js'
import type { DarwinRequestStatus } from '../../contract/darwin-shared.js'
import type { ContactData } from '../../contract/darwin-updates.js'
import type { Clock } from '../../core/clock.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { recordDarwinEvent } from './event-log.js'
import { EXPIRE_WORKING, type Move, moveRequest } from './lifecycle.js'
import { insertDarwinRequest } from './request-writer.js'
import type { RequestRow, RequestsRepository } from './requests-repository.js'
import { toRequest } from './requests-service.js'
import { allowsRegistrarChanges, FINAL_STATUSES } from '../../validation/darwin-workflow.js'
import { darwinEventMessage } from '../../contract/darwin-event-messages.js'

const FULL_VIEW = { referenceContact: true, expirationDays: true }

/** Rules across contacts; each anomaly code is its schema's own check (`unknown_anomaly_code`). */
function checkContacts(input: SandboxDarwinRequestInput): void {
  if (input.contacts.filter((c) => c.reference).length > 1) throw badRequest('invalid_value', 'contacts: only one reference contact', 'contacts')
  const handles = input.contacts.map((c) => c.registrarContactId)
  if (new Set(handles).size !== handles.length) throw badRequest('invalid_value', 'contacts: registrarContactId must be unique', 'contacts')
}

export function createRegistry(deps: { db: Db; clock: Clock; requests: RequestsRepository }) {
  const { db, clock, requests } = deps

  const latestUpdate = db.prepare<[number, number], { id: number; review: string; contactData: string }>(
    `SELECT id, review, contact_data AS contactData FROM darwin_contact_updates
      WHERE registrar_id = ? AND request_id = ? ORDER BY created DESC, id DESC LIMIT 1`,
  )

  /** The approved data replaces the registry's copy of every contact with action todo. */
  function applyUpdate(row: RequestRow, data: ContactData): void {
    db.prepare(
      `UPDATE darwin_contacts SET name = ?, org = ?, email = ?, voice = ?, fax = ?, streets = ?, city = ?, postal_code = ?, state = ?,
              consent_for_publish = ?, regcode = ?
        WHERE registrar_id = ? AND request_id = ? AND action = 'todo'`,
    ).run(
      data.name, data.org, data.email, data.voice, data.fax ?? '', JSON.stringify(data.streets), data.city, data.postalCode,
      data.state ?? '', data.consentForPublish ? 1 : 0, data.registrant.regcode, row.registrarId, row.id,
    )
    db.prepare(
      `UPDATE darwin_requests SET ref_org = (SELECT org FROM darwin_contacts c WHERE c.registrar_id = ? AND c.request_id = ? AND c.reference = 1),
              ref_regcode = (SELECT regcode FROM darwin_contacts c WHERE c.registrar_id = ? AND c.request_id = ? AND c.reference = 1)
        WHERE id = ? AND registrar_id = ?`,
    ).run(row.registrarId, row.id, row.registrarId, row.id, row.id, row.registrarId)
  }

  /** The move an action makes from the request's status; undefined when it does not apply. */
  function moveFor(action: string, status: DarwinRequestStatus, user: string, message: string): Move | undefined {
    const working = allowsRegistrarChanges(status)
    const m = (move: Omit<Move, 'user' | 'message'>, text: string): Move => ({ ...move, user, message: message || text })
    switch (action) {
      case 'rejectUpdate':
        return status === 'registrarUpdated' ? m({ to: 'pending', event: 'registrarUpdateRejected' }, darwinEventMessage('updateRejected')) : undefined
      case 'toPending':
        return working || status === 'processing'
          ? m({ to: 'pending', event: 'toPending', contacts: { to: 'submitted', from: ['locked'] }, domains: { to: 'locked', from: ['rejected'] } }, darwinEventMessage('sentBack'))
          : undefined
      case 'complete': {
        const done = { contacts: { to: 'processed' }, domains: { to: 'processed' } } as const
        if (status === 'processing') return m({ to: 'completed', event: 'completed', ...done }, darwinEventMessage('completed'))
        if (status === 'processingExpired') return m({ to: 'expired', event: 'expiredCompleted', ...done }, darwinEventMessage('expiryCompleted'))
        if (status === 'processingCancelled') return m({ to: 'cancelled', event: 'cancelledCompleted', ...done }, darwinEventMessage('cancellationCompleted'))
        return undefined
      }
      case 'reject':
        return status === 'processing'
          ? m({ to: 'rejected', event: 'rejected', contacts: { to: 'rejected', from: ['locked'] }, domains: { to: 'rejected', from: ['locked'] } }, darwinEventMessage('rejected'))
          : undefined
      case 'cancel':
        if (working) return m({ to: 'cancelled', event: 'cancelled', contacts: { to: 'processed' }, domains: { to: 'processed' } }, darwinEventMessage('cancelled'))
        return status === 'processing' ? m({ to: 'processingCancelled', event: 'cancelled' }, darwinEventMessage('cancelled')) : undefined
      case 'expire':
        if (working) return m(EXPIRE_WORKING, darwinEventMessage('expired'))
        return status === 'processing' ? m({ to: 'processingExpired', event: 'expired' }, darwinEventMessage('expired')) : undefined
      default:
        return undefined
    }
  }

  function act(principal: Principal, id: number, input: RegistryActionInput) {
    const row = requests.byId(id, principal.registrarId)
    if (!row) throw notFound('Darwin request')
    const status = row.status as DarwinRequestStatus
    const user = input.operator ?? row.registryUser ?? 'registry'
    const message = input.message ?? ''
    const now = clock.now()
    const refuse = () => conflict('request_status_incompatible', `The registry cannot ${input.action} a request in status ${status}`)
    const event = (type: Parameters<typeof recordDarwinEvent>[1]['type'], text: string) =>
      recordDarwinEvent(db, { registrarId: row.registrarId, requestId: row.id, type, user, message: message || text, at: now })
    db.transaction(() => {
      switch (input.action) {
        case 'approveUpdate':
        case 'rejectUpdate': {
          const latest = latestUpdate.get(row.registrarId, row.id)
          if (status !== 'registrarUpdated' || !latest || latest.review !== 'submitted') {
            throw conflict('no_update_to_review', 'There is no contact data update waiting for the registry')
          }
          const approve = input.action === 'approveUpdate'
          db.prepare('UPDATE darwin_contact_updates SET review = ? WHERE id = ?').run(approve ? 'approved' : 'rejected', latest.id)
          if (approve) {
            applyUpdate(row, JSON.parse(latest.contactData) as ContactData)
            event('registrarUpdateApproved', darwinEventMessage('updateApproved'))
          } else {
            moveRequest(db, row, moveFor('rejectUpdate', status, user, message)!, now)
          }
          return
        }
        case 'update': {
          if (FINAL_STATUSES.includes(status)) throw refuse()
          if (input.note !== undefined) db.prepare('UPDATE darwin_requests SET note = ? WHERE id = ?').run(input.note, row.id)
          event('registryUpdated', darwinEventMessage('registryUpdated'))
          if (input.requiredDocuments !== undefined) {
            const docs = [...new Set(input.requiredDocuments)].join(',')
            db.prepare('UPDATE darwin_requests SET required_documents = ? WHERE id = ?').run(docs, row.id)
            event('updatedRequiredDocuments', docs ? darwinEventMessage('requiredDocuments', { documentTypes: docs }) : darwinEventMessage('noRequiredDocuments'))
          }
          return
        }
        case 'assignOperator':
          if (FINAL_STATUSES.includes(status)) throw refuse()
          if (row.registryUser !== null) throw conflict('already_assigned', `The registry operator ${row.registryUser} already works on it`)
          db.prepare('UPDATE darwin_requests SET registry_user = ? WHERE id = ?').run(user, row.id)
          event('registryUserAssignation', darwinEventMessage('operatorTook', { user }))
          return
        case 'releaseOperator':
          if (row.registryUser === null) throw conflict('not_assigned', 'No registry operator works on it')
          db.prepare('UPDATE darwin_requests SET registry_user = NULL WHERE id = ?').run(row.id)
          event('registryUserRelease', darwinEventMessage('operatorReleased', { user: row.registryUser }))
          return
        default: {
          const move = moveFor(input.action, status, user, message)
          if (!move) throw refuse()
          moveRequest(db, row, move, now)
        }
      }
    })()
    return toRequest(requests.byId(id, principal.registrarId)!, FULL_VIEW, true, clock.now())
  }

  return {
    act,
    create(principal: Principal, input: SandboxDarwinRequestInput) {
      checkContacts(input)
      const now = clock.now()
      const id = db.transaction(() => insertDarwinRequest(db, principal.registrarId, input, now))()
      return toRequest(requests.byId(id, principal.registrarId)!, FULL_VIEW, true, now)
    },
  }
}
