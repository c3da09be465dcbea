/** The steps a demo request's history is made of, each writing rows as the live operations would. */
import { darwinEventMessage } from '../../contract/darwin-event-messages.js'
import type { SandboxDarwinRequestInput } from '../../contract/darwin-sandbox.js'
import type { DarwinDocumentType } from '../../contract/darwin-shared.js'
import type { ContactData } from '../../contract/darwin-updates.js'
import type { SeedContext } from '../../db/seed/context.js'
import type { Random } from '../../db/seed/random.js'
import { recordDarwinEvent } from './event-log.js'
import { type Move, moveRequest } from './lifecycle.js'
import { insertDarwinRequest } from './request-writer.js'
import { tinyJpeg, tinyPdf } from './seed-files.js'

const DAY = 86_400_000
const HOUR = 3_600_000

/** A deterministic version-4 UUID for the document ids. */
function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16))
  hex[12] = '4'
  hex[16] = (8 + random.int(0, 3)).toString(16)
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

export function createSeedSteps(ctx: SeedContext, registrarId: number) {
  const { db } = ctx
  const random = ctx.random('darwin')
  /**
   * An instant `days` days before the anchor, during office hours. The anchor is 00:00 of the day
   * the folder is seeded, at any hour of it: an instant after the anchor could be after the clock
   * (seeded at 00:30, a document uploaded at 09:46), so it is refused, whatever the hour.
   */
  const ago = (days: number, hour = 10) => {
    const at = ctx.now - days * DAY + hour * HOUR + random.int(0, 50) * 60_000
    if (at > ctx.now) throw new Error(`darwin seed: ${days} days ago at ${hour}:00 is after the start of the day it is seeded on`)
    return at
  }
  const username = (key: string) => key
  const ref = (id: number) => ({ id, registrarId })

  return {
    ago,
    open(input: SandboxDarwinRequestInput, daysAgo: number, expirationDays = 30): { id: number; at: number } {
      const at = ago(daysAgo, 9)
      return { id: insertDarwinRequest(db, registrarId, { ...input, expirationDays }, at), at }
    },
    assign(id: number, to: string, by: string, at: number): void {
      db.prepare('UPDATE darwin_requests SET assigned_user_id = ? WHERE id = ?').run(ctx.users[to]!, id)
      recordDarwinEvent(db, { registrarId, requestId: id, type: 'registrarUserAssignation', user: username(by), message: darwinEventMessage('assigned', { user: to }), at })
    },
    release(id: number, by: string, was: string, at: number): void {
      db.prepare('UPDATE darwin_requests SET assigned_user_id = NULL WHERE id = ?').run(id)
      recordDarwinEvent(db, { registrarId, requestId: id, type: 'registrarUserRelease', user: by, message: darwinEventMessage('released', { user: was }), at })
    },
    registryOperator(id: number, operator: string, at: number): void {
      db.prepare('UPDATE darwin_requests SET registry_user = ? WHERE id = ?').run(operator, id)
      recordDarwinEvent(db, { registrarId, requestId: id, type: 'registryUserAssignation', user: operator, message: `Taken by the registry operator ${operator}`, at })
    },
    document(id: number, type: DarwinDocumentType, fileName: string, by: string, at: number, note = ''): void {
      const docId = uuid(random)
      const isJpeg = fileName.toLowerCase().endsWith('.jpg')
      const bytes = isJpeg ? tinyJpeg() : tinyPdf(`${type} - ${fileName}`)
      const key = `darwin/${registrarId}/${docId}`
      ctx.files.writeSync(key, bytes)
      db.prepare(
        `INSERT INTO darwin_documents (id, registrar_id, request_id, document_type, file_name, file_size, file_type, note, storage_key, created)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(docId, registrarId, id, type, fileName, bytes.length, isJpeg ? 'image/jpeg' : 'application/pdf', note, key, at)
      recordDarwinEvent(db, { registrarId, requestId: id, type: 'updatedRequiredDocuments', user: by, message: darwinEventMessage('uploaded', { documentType: type, fileName }), at })
    },
    update(id: number, data: ContactData, message: string, by: string, at: number, review: 'submitted' | 'approved' | 'rejected' = 'submitted'): void {
      db.prepare(
        'INSERT INTO darwin_contact_updates (registrar_id, request_id, message, contact_data, review, created) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(registrarId, id, message, JSON.stringify(data), review, at)
      moveRequest(db, ref(id), { to: 'registrarUpdated', event: 'registrarUpdated', user: by, message }, at)
    },
    event(id: number, type: Parameters<typeof recordDarwinEvent>[1]['type'], user: string, message: string, at: number): void {
      recordDarwinEvent(db, { registrarId, requestId: id, type, user, message, at })
    },
    move(id: number, move: Move, at: number): void {
      moveRequest(db, ref(id), move, at)
    },
    setActions(id: number, action: 'todo' | 'hold' | 'delete', handle?: string): void {
      db.prepare(`UPDATE darwin_contacts SET action = ? WHERE request_id = ?${handle ? ' AND registrar_contact_id = ?' : ''}`).run(
        action, id, ...(handle ? [handle] : []),
      )
    },
  }
}
