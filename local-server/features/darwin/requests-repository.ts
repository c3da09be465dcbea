/** SQL of darwin requests: searches, reads and the registrar's changes. */
import type { Db } from '../../db/open.js'

export interface RequestRow {
  id: number
  registrarId: number
  status: string
  statusDate: number
  created: number
  deadline: number
  note: string
  requiredDocuments: string
  assignedUserId: number | null
  registryUser: string | null
  userUsername: string | null
  userName: string | null
  userLastName: string | null
  refContactId: number | null
  refHandle: string | null
  refDbnaId: number | null
  refOrg: string | null
  refRegcode: string | null
}

export const REQUEST_COLUMNS = `r.id, r.registrar_id AS registrarId, r.status, r.status_date AS statusDate, r.created, r.deadline, r.note,
       r.required_documents AS requiredDocuments, r.assigned_user_id AS assignedUserId, r.registry_user AS registryUser,
       u.username AS userUsername, u.name AS userName, u.last_name AS userLastName,
       c.id AS refContactId, c.registrar_contact_id AS refHandle, c.dbna_id AS refDbnaId, c.org AS refOrg, c.regcode AS refRegcode`

// The reference contact is found through the contacts' (registrar_id, request_id) index.
export const REQUEST_JOINS = `LEFT JOIN users u ON u.id = r.assigned_user_id
  LEFT JOIN darwin_contacts c ON c.registrar_id = r.registrar_id AND c.request_id = r.id AND c.reference = 1`

export function createRequestsRepository(db: Db) {
  const byId = db.prepare<[number, number], RequestRow>(`SELECT ${REQUEST_COLUMNS} FROM darwin_requests r ${REQUEST_JOINS} WHERE r.id = ? AND r.registrar_id = ?`)
  const setAssignee = db.prepare<[number | null, number, number]>('UPDATE darwin_requests SET assigned_user_id = ? WHERE id = ? AND registrar_id = ?')
  const registrarUser = db.prepare<[number, number], { id: number; username: string; worksDarwin: 0 | 1 }>(
    `SELECT u.id, u.username,
        EXISTS (SELECT 1 FROM user_groups g WHERE g.user_id = u.id AND g.group_name IN ('admin', 'domain', 'darwin')) AS worksDarwin
      FROM users u WHERE u.id = ? AND u.registrar_id = ?`,
  )
  const uploadedTypes = db.prepare<[number, number], { type: string }>(
    'SELECT DISTINCT document_type AS type FROM darwin_documents WHERE registrar_id = ? AND request_id = ?',
  )
  return {
    byId: (id: number, registrarId: number) => byId.get(id, registrarId),
    setAssignee: (id: number, registrarId: number, userId: number | null) => setAssignee.run(userId, id, registrarId),
    /** A user of the registrar, and whether a group of theirs may work darwin requests. */
    registrarUser: (userId: number, registrarId: number) => registrarUser.get(userId, registrarId),
    uploadedTypes: (registrarId: number, requestId: number) => uploadedTypes.all(registrarId, requestId).map((r) => r.type),
  }
}
export type RequestsRepository = ReturnType<typeof createRequestsRepository>
