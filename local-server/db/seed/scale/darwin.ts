/**
 * Darwin requests of one registrar over years (docs/darwin.md), each with one or two contacts
 * (the first the reference), their domains, an anomaly, its event history and the documents the
 * registrar uploaded. A request whose deadline is still ahead is in a working status; an older
 * one was closed (completed, expired, cancelled…), with the contact and domain statuses the
 * closing move sets. Document files are hard links to one stored file per kind: as many files as
 * rows, at the cost of a few.
 */
import { linkSync } from 'node:fs'
import { darwinEventMessage } from '../../../contract/darwin-event-messages.js'
import type { DarwinDocumentType, DarwinEventType, DarwinRequestStatus } from '../../../contract/darwin-shared.js'
import type { FileStore } from '../../../core/files.js'
import { deadlineOf } from '../../../features/darwin/deadline.js'
import { tinyJpeg, tinyPdf } from '../../../features/darwin/seed-files.js'
import { domainName } from '../../../features/payments/seed-data.js'
import { defaultRequiredDocuments } from '../../../validation/darwin-workflow.js'
import type { Db } from '../../open.js'
import type { Random } from '../random.js'
import type { Calendar } from './calendar.js'
import type { Loader } from './loader.js'

const DAY = 86_400_000
const HOUR = 3_600_000
// As features/darwin/request-writer.ts: registry-database ids follow the row ids, offset.
const CONTACT_DBNA_BASE = 4_100_000
const DOMAIN_DBNA_BASE = 9_300_000

const WORKING: readonly (readonly [DarwinRequestStatus, number])[] = [['submitted', 45], ['pending', 15], ['registrarUpdated', 15], ['processing', 15], ['rejected', 10]]
const CLOSED: readonly (readonly [DarwinRequestStatus, number])[] = [['completed', 55], ['expired', 25], ['cancelled', 8], ['processingExpired', 7], ['processingCancelled', 5]]
const EVENT_OF: Readonly<Record<DarwinRequestStatus, DarwinEventType>> = {
  submitted: 'submitted', pending: 'toPending', registrarUpdated: 'registrarUpdated', processing: 'toProcessing', rejected: 'rejected',
  completed: 'completed', expired: 'expired', cancelled: 'cancelled', processingExpired: 'expired', processingCancelled: 'cancelled',
}
const MESSAGE_OF: Partial<Record<DarwinRequestStatus, string>> = {
  pending: darwinEventMessage('sentBack'), registrarUpdated: darwinEventMessage('updateSent'), processing: darwinEventMessage('processed'),
  rejected: darwinEventMessage('rejected'), completed: darwinEventMessage('completed'), expired: darwinEventMessage('deadlinePassed'),
  cancelled: darwinEventMessage('cancelled'), processingExpired: darwinEventMessage('expired'), processingCancelled: darwinEventMessage('cancelled'),
}
const CLOSED_SET = new Set<string>(['completed', 'expired', 'cancelled', 'processingExpired', 'processingCancelled'])

const FIRST = ['Mario', 'Giulia', 'Luca', 'Francesca', 'Marco', 'Chiara', 'Alessandro', 'Sara', 'Giuseppe', 'Elena', 'Paolo', 'Anna', 'Davide', 'Laura']
const LAST = ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca']
const BUSINESS = ['Pizzeria', 'Trattoria', 'Studio Tecnico', 'Ferramenta', 'Hotel', 'Agriturismo', 'Farmacia', 'Officina', 'Enoteca', 'Libreria']
const FORMS = ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.', 'S.r.l.s.']
const CITIES = [
  { city: 'Roma', postalCode: '00186', state: 'RM' }, { city: 'Milano', postalCode: '20124', state: 'MI' },
  { city: 'Napoli', postalCode: '80134', state: 'NA' }, { city: 'Torino', postalCode: '10123', state: 'TO' },
  { city: 'Firenze', postalCode: '50123', state: 'FI' }, { city: 'Bologna', postalCode: '40121', state: 'BO' },
  { city: 'Pisa', postalCode: '56126', state: 'PI' }, { city: 'Bari', postalCode: '70121', state: 'BA' },
]
const STREETS = ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Mazzini', 'Piazza Duomo', 'Via Dante', 'Viale della Libertà']
const ANOMALIES: readonly (readonly [string, number])[] = [['name', 1060], ['org', 1070], ['address', 3030], ['regcode', 4021], ['nationality', 2020]]
const OPERATORS = ['op.mancini', 'op.bruno', 'op.villa']

function weighted<T>(rng: Random, items: readonly (readonly [T, number])[]): T {
  let r = rng.next() * items.reduce((s, [, w]) => s + w, 0)
  for (const [item, w] of items) if ((r -= w) < 0) return item
  return items[items.length - 1]![0]
}

function uuid(rng: Random): string {
  const h = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16))
  h[12] = '4'
  h[16] = (8 + rng.int(0, 3)).toString(16)
  const s = h.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

const digits = (rng: Random, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('')

export interface DarwinPlan {
  readonly registrarId: number
  readonly requests: number
  readonly prefix: string
  /** The registrar's users who work darwin requests. */
  readonly users: readonly { readonly id: number; readonly username: string }[]
}

export function generateDarwin(db: Db, files: FileStore, load: Loader, cal: Calendar, rng: Random, plan: DarwinPlan): void {
  const nextId = (table: string) => (db.prepare(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`).get() as { n: number }).n
  load.flush()
  let contactId = nextId('darwin_contacts')
  let domainId = nextId('darwin_domains')
  let requestId = nextId('darwin_requests') - 1
  const requests = load.table('darwin_requests', [
    'id', 'registrar_id', 'status', 'status_date', 'created', 'deadline', 'required_documents', 'assigned_user_id', 'registry_user', 'ref_org', 'ref_regcode',
  ])
  const contactRows = load.table('darwin_contacts', [
    'id', 'registrar_id', 'request_id', 'dbna_id', 'registrar_contact_id', 'status', 'reference', 'name', 'org', 'email', 'voice',
    'streets', 'city', 'postal_code', 'state', 'country', 'consent_for_publish', 'regcode', 'nationality', 'entity_type',
  ])
  const domains = load.table('darwin_domains', [
    'id', 'registrar_id', 'request_id', 'contact_id', 'dbna_id', 'domain', 'registrar_contact_id', 'status', 'signed', 'registered',
    'dbna_created', 'dbna_lastupdate', 'dbna_expire',
  ])
  const anomalies = load.table('darwin_anomalies', ['registrar_id', 'request_id', 'contact_id', 'field', 'codes'])
  const events = load.table('darwin_events', ['registrar_id', 'request_id', 'type', 'user', 'message', 'created'])
  const documents = load.table('darwin_documents', [
    'id', 'registrar_id', 'request_id', 'document_type', 'file_name', 'file_size', 'file_type', 'storage_key', 'created',
  ])
  const templates = new Map<string, { path: string; size: number }>()
  const storeDocument = (key: string, jpeg: boolean): number => {
    const kind = jpeg ? 'jpeg' : 'pdf'
    const known = templates.get(kind)
    if (known) {
      try {
        linkSync(known.path, files.pathOf(key))
        return known.size
      } catch (err) {
        // A file system's limit of links to one file (65,000 on ext4): the next file starts anew.
        if ((err as NodeJS.ErrnoException).code !== 'EMLINK') throw err
      }
    }
    const bytes = jpeg ? tinyJpeg(8, 8) : tinyPdf('Registrar Desk - scale data document')
    files.writeSync(key, bytes)
    templates.set(kind, { path: files.pathOf(key), size: bytes.length })
    return bytes.length
  }
  const opened = darwinEventMessage('opened')

  for (let i = 0; i < plan.requests; i++) {
    const x = ((i + 0.2 + rng.next() * 0.6) / plan.requests) * cal.days
    const day = Math.floor(x)
    const created = cal.at(day, x - day)
    const deadline = day + 31 <= cal.days ? cal.startOf(day + 31) - 1 : deadlineOf(created, 30)
    const open = deadline >= cal.anchor
    const status = weighted(rng, open ? WORKING : CLOSED)
    const closed = CLOSED_SET.has(status)
    const statusDate = status === 'submitted' ? created : Math.min(created + rng.int(1, 29) * DAY + rng.int(0, 8) * HOUR, deadline, cal.anchor - HOUR)
    const assigned = rng.chance(closed ? 0.3 : 0.4) ? rng.pick(plan.users) : undefined
    const operator = status === 'registrarUpdated' || status === 'pending' ? rng.pick(OPERATORS) : null
    const contactStatus = closed ? 'processed' : status === 'processing' ? 'locked' : status === 'rejected' ? 'rejected' : 'submitted'
    const domainStatus = closed ? 'processed' : status === 'rejected' ? 'rejected' : 'locked'

    const contacts = rng.chance(0.7) ? 1 : 2
    const isPerson = rng.chance(0.4)
    const entityType = isPerson ? 1 : rng.pick([2, 2, 2, 3, 4, 5, 6])
    const first = rng.pick(FIRST)
    const last = rng.pick(LAST)
    const name = `${first} ${last}`
    const org = isPerson ? name : `${rng.pick(BUSINESS)} ${last} ${rng.pick(FORMS)}`
    const regcode = isPerson ? `${last.replace(/ /g, '').slice(0, 3).toUpperCase().padEnd(3, 'X')}${first.slice(0, 3).toUpperCase()}${digits(rng, 2)}A${digits(rng, 2)}H${digits(rng, 3)}X` : digits(rng, 11)
    const required = defaultRequiredDocuments(entityType)
    requestId++
    requests.add(
      requestId, plan.registrarId, status, statusDate, created, deadline, required.join(','), assigned?.id ?? null, operator, org, regcode,
    )
    const place = rng.pick(CITIES)
    const streets = JSON.stringify([`${rng.pick(STREETS)} ${rng.int(1, 200)}`])
    for (let c = 0; c < contacts; c++) {
      const id = contactId++
      const handle = `${plan.prefix}${requestId.toString(36).toUpperCase()}-${c + 1}`
      const email = `${first.toLowerCase()}.${last.toLowerCase().replace(/ /g, '')}${c ? c + 1 : ''}@example.it`
      contactRows.add(
        id, plan.registrarId, requestId, CONTACT_DBNA_BASE + id, handle, contactStatus, c === 0 ? 1 : 0, name, org, email,
        `+39.0${digits(rng, 9)}`, streets, place.city, place.postalCode, place.state, 'it', isPerson ? 0 : 1, regcode, 'it', entityType,
      )
      if (c === 0) {
        const [field, code] = rng.pick(ANOMALIES)
        anomalies.add(plan.registrarId, requestId, id, field, `[${code}]`)
      }
      for (let d = rng.int(1, 2); d > 0; d--) {
        const did = domainId++
        const registered = created - rng.int(200, 3000) * DAY
        const expire = registered + Math.ceil((created - registered) / (365 * DAY) + 0.01) * 365 * DAY
        domains.add(
          did, plan.registrarId, requestId, id, DOMAIN_DBNA_BASE + did, domainName(rng), handle, domainStatus,
          rng.chance(0.2) ? 1 : 0, 1, registered, created - rng.int(20, 90) * DAY, expire,
        )
      }
    }
    events.add(plan.registrarId, requestId, 'submitted', 'registry', opened, created)
    if (status !== 'submitted') {
      const registry = closed || status === 'rejected' || status === 'pending'
      events.add(plan.registrarId, requestId, EVENT_OF[status], registry ? (operator ?? 'registry') : (assigned ?? plan.users[0]!).username, MESSAGE_OF[status] ?? '', statusDate)
    }
    if (status !== 'submitted' || rng.chance(0.4)) {
      const type: DarwinDocumentType = required[0] ?? 'OTHER'
      const jpeg = type === 'IC' || type === 'PASS' ? rng.chance(0.6) : false
      const id = uuid(rng)
      const key = `darwin/${plan.registrarId}/${id}`
      const at = Math.min(created + rng.int(1, 20) * HOUR, statusDate)
      documents.add(
        id, plan.registrarId, requestId, type, `${type.toLowerCase()}-${requestId}.${jpeg ? 'jpg' : 'pdf'}`,
        storeDocument(key, jpeg), jpeg ? 'image/jpeg' : 'application/pdf', key, at,
      )
    }
  }
}
