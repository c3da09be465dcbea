/**
 * SQL of the registrar area: registrar data, public information and contacts. Every statement
 * filters on the caller's registrar: another registrar's contact is undefined like a missing one.
 */
import type { PublicInfo, PublicInfoRequest, Registrar, RegistrarContact, RegistrarContactRequest } from '../../contract/registrar.js'
import type { Db } from '../../db/open.js'
import { formatDateTime } from '../../time.js'

interface RegistrarRow {
  id: number
  code: string
  name: string
  status: Registrar['status']
  accreditationDate: string
  eppUsername: string
  created: number
}

interface PublicInfoRow {
  displayName: string
  website: string | null
  email: string
  phone: string
  description: string | null
  languages: string
  lastupdate: number
}

interface ContactRow {
  id: number
  role: RegistrarContact['role']
  firstName: string
  lastName: string
  email: string
  phone: string
  mobile: string | null
  language: RegistrarContact['language']
  created: number
  lastupdate: number
}

const CONTACT_COLUMNS = `id, role, first_name AS firstName, last_name AS lastName, email, phone, mobile, language, created, lastupdate`

const toContact = (r: ContactRow): RegistrarContact => ({
  ...r,
  created: formatDateTime(r.created),
  lastupdate: formatDateTime(r.lastupdate),
})

export interface RegistrarRepository {
  registrar(registrarId: number): Registrar | undefined
  publicInfo(registrarId: number): PublicInfo | undefined
  savePublicInfo(registrarId: number, info: PublicInfoRequest, at: number): void
  contacts(registrarId: number): RegistrarContact[]
  contact(registrarId: number, id: number): RegistrarContact | undefined
  insertContact(registrarId: number, c: RegistrarContactRequest, at: number): number
  /** False when the registrar has no such contact. */
  updateContact(registrarId: number, id: number, c: RegistrarContactRequest, at: number): boolean
  deleteContact(registrarId: number, id: number): boolean
}

export function createRegistrarRepository(db: Db): RegistrarRepository {
  const registrar = db.prepare<[number], RegistrarRow>(
    `SELECT r.id, r.code, r.name, p.status, p.accreditation_date AS accreditationDate, p.epp_username AS eppUsername, r.created
       FROM registrars r JOIN registrar_profiles p ON p.registrar_id = r.id WHERE r.id = ?`,
  )
  const publicInfo = db.prepare<[number], PublicInfoRow>(
    `SELECT display_name AS displayName, website, email, phone, description, languages, lastupdate
       FROM registrar_public_info WHERE registrar_id = ?`,
  )
  const savePublicInfo = db.prepare(
    `INSERT INTO registrar_public_info (registrar_id, display_name, website, email, phone, description, languages, lastupdate)
     VALUES (@registrarId, @displayName, @website, @email, @phone, @description, @languages, @at)
     ON CONFLICT (registrar_id) DO UPDATE SET display_name = excluded.display_name, website = excluded.website,
       email = excluded.email, phone = excluded.phone, description = excluded.description,
       languages = excluded.languages, lastupdate = excluded.lastupdate`,
  )
  const contacts = db.prepare<[number], ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM registrar_contacts WHERE registrar_id = ? ORDER BY id`,
  )
  const contact = db.prepare<[number, number], ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM registrar_contacts WHERE registrar_id = ? AND id = ?`,
  )
  const insertContact = db.prepare(
    `INSERT INTO registrar_contacts (registrar_id, role, first_name, last_name, email, phone, mobile, language, created, lastupdate)
     VALUES (@registrarId, @role, @firstName, @lastName, @email, @phone, @mobile, @language, @at, @at)`,
  )
  const updateContact = db.prepare(
    `UPDATE registrar_contacts SET role = @role, first_name = @firstName, last_name = @lastName, email = @email,
       phone = @phone, mobile = @mobile, language = @language, lastupdate = @at
     WHERE registrar_id = @registrarId AND id = @id`,
  )
  const deleteContact = db.prepare('DELETE FROM registrar_contacts WHERE registrar_id = ? AND id = ?')
  const contactArgs = (registrarId: number, c: RegistrarContactRequest, at: number) => ({
    registrarId,
    role: c.role,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    mobile: c.mobile ?? null,
    language: c.language,
    at,
  })
  return {
    registrar(registrarId) {
      const r = registrar.get(registrarId)
      return r && { ...r, created: formatDateTime(r.created) }
    },
    publicInfo(registrarId) {
      const r = publicInfo.get(registrarId)
      return r && { ...r, languages: r.languages.split(','), lastupdate: formatDateTime(r.lastupdate) }
    },
    savePublicInfo(registrarId, info, at) {
      savePublicInfo.run({ registrarId, ...info, languages: info.languages.join(','), at })
    },
    contacts: (registrarId) => contacts.all(registrarId).map(toContact),
    contact(registrarId, id) {
      const r = contact.get(registrarId, id)
      return r && toContact(r)
    },
    insertContact: (registrarId, c, at) => Number(insertContact.run(contactArgs(registrarId, c, at)).lastInsertRowid),
    updateContact: (registrarId, id, c, at) => updateContact.run({ ...contactArgs(registrarId, c, at), id }).changes > 0,
    deleteContact: (registrarId, id) => deleteContact.run(registrarId, id).changes > 0,
  }
}
