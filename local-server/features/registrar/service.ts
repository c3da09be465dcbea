/**
 * Rules of the registrar area: field checks, and one event for every change, written in the same
 * transaction as the change.
 */
import { notFound } from '../../api-error.js'
import type { Clock } from '../../core/clock.js'
import type { PublicInfo, PublicInfoRequest, Registrar, RegistrarContact, RegistrarContactRequest } from '../../contract/registrar.js'
import type { Principal } from '../../core/tokens.js'
import type { Db } from '../../db/open.js'
import { readInteger } from '../../validation/wire-number.js'
import { checkEmail, checkEveryField, checkText, checkUrl } from './checks.js'
import type { RegistrarEventQuery, RegistrarEvents } from './events.js'
import type { RegistrarRepository } from './repository.js'

export interface RegistrarServiceDeps {
  db: Db
  clock: Clock
  repo: RegistrarRepository
  events: RegistrarEvents
}

function checkPublicInfo(p: PublicInfoRequest): void {
  checkEveryField(
    () => checkText(p.displayName, 'displayName'),
    () => p.website !== null && checkUrl(p.website, 'website'),
    () => checkEmail(p.email, 'email'),
    () => p.description !== null && checkText(p.description, 'description'),
  )
}

function checkContact(c: RegistrarContactRequest): void {
  checkEveryField(
    () => checkText(c.firstName, 'firstName'),
    () => checkText(c.lastName, 'lastName'),
    () => checkEmail(c.email, 'email'),
  )
}

const nameOf = (c: RegistrarContactRequest) => `${c.firstName} ${c.lastName} (${c.role})`

/**
 * The contact id a path names: its `id` in decimal digits (leading zeros allowed, as for every
 * integer id). Any other text (`abc`, `1.0`, `0x1`, an id no row can have) names no contact.
 */
function contactIdOf(text: string): number {
  const n = readInteger(text)
  if (!n.ok || n.value < 1 || !Number.isSafeInteger(n.value)) throw notFound('Registrar contact')
  return n.value
}

export function createRegistrarService({ db, clock, repo, events }: RegistrarServiceDeps) {
  const contactOrNotFound = (registrarId: number, id: number): RegistrarContact => {
    const c = repo.contact(registrarId, id)
    if (!c) throw notFound('Registrar contact')
    return c
  }
  return {
    registrar(p: Principal): Registrar {
      const r = repo.registrar(p.registrarId)
      // Only a folder created with --empty has no registrar data.
      if (!r) throw notFound('Registrar data')
      return r
    },
    publicInfo(p: Principal): PublicInfo {
      const info = repo.publicInfo(p.registrarId)
      if (!info) throw notFound('Public information')
      return info
    },
    savePublicInfo(p: Principal, info: PublicInfoRequest): PublicInfo {
      checkPublicInfo(info)
      const at = clock.now()
      db.transaction(() => {
        repo.savePublicInfo(p.registrarId, info, at)
        events.record({ registrarId: p.registrarId, type: 'publicInfoUpdated', created: at, user: p.username, message: 'Public information updated' })
      })()
      return repo.publicInfo(p.registrarId)!
    },
    contacts: (p: Principal) => repo.contacts(p.registrarId),
    contact: (p: Principal, idText: string) => contactOrNotFound(p.registrarId, contactIdOf(idText)),
    createContact(p: Principal, c: RegistrarContactRequest): RegistrarContact {
      checkContact(c)
      const at = clock.now()
      const id = db.transaction(() => {
        const newId = repo.insertContact(p.registrarId, c, at)
        events.record({
          registrarId: p.registrarId, type: 'contactCreated', created: at, user: p.username,
          message: `Contact ${nameOf(c)} created`, contactId: newId,
        })
        return newId
      })()
      return contactOrNotFound(p.registrarId, id)
    },
    updateContact(p: Principal, idText: string, c: RegistrarContactRequest): RegistrarContact {
      const id = contactIdOf(idText)
      contactOrNotFound(p.registrarId, id)
      checkContact(c)
      const at = clock.now()
      db.transaction(() => {
        if (!repo.updateContact(p.registrarId, id, c, at)) throw notFound('Registrar contact')
        events.record({
          registrarId: p.registrarId, type: 'contactUpdated', created: at, user: p.username,
          message: `Contact ${nameOf(c)} updated`, contactId: id,
        })
      })()
      return contactOrNotFound(p.registrarId, id)
    },
    deleteContact(p: Principal, idText: string): void {
      const id = contactIdOf(idText)
      const old = contactOrNotFound(p.registrarId, id)
      const at = clock.now()
      db.transaction(() => {
        if (!repo.deleteContact(p.registrarId, id)) throw notFound('Registrar contact')
        events.record({
          registrarId: p.registrarId, type: 'contactDeleted', created: at, user: p.username,
          message: `Contact ${nameOf(old)} deleted`, contactId: id,
        })
      })()
    },
    events: (p: Principal, query: RegistrarEventQuery) => events.search(p.registrarId, query),
  }
}
