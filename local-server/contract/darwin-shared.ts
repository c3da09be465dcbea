/**
 * Value lists of the darwin procedure (spec, "States and transitions" and "Events"), shared by
 * every darwin contract module, the server and the screens. The transitions are in docs/darwin.md.
 */
import { Type } from 'typebox'

export const DARWIN_REQUEST_STATUSES = [
  'submitted', 'pending', 'rejected', 'registrarUpdated', 'processing',
  'processingExpired', 'expired', 'completed', 'processingCancelled', 'cancelled',
] as const
export type DarwinRequestStatus = (typeof DARWIN_REQUEST_STATUSES)[number]

const DARWIN_CONTACT_STATUSES = ['submitted', 'rejected', 'locked', 'processed'] as const
export type DarwinContactStatus = (typeof DARWIN_CONTACT_STATUSES)[number]

const DARWIN_DOMAIN_STATUSES = ['locked', 'incompatible', 'rejected', 'processed'] as const
export type DarwinDomainStatus = (typeof DARWIN_DOMAIN_STATUSES)[number]

export const DARWIN_ACTIONS = ['todo', 'hold', 'delete'] as const
export type DarwinAction = (typeof DARWIN_ACTIONS)[number]

export const DARWIN_ASSIGNATIONS = ['all', 'assigned', 'unassigned', 'assignedToMe'] as const
export type DarwinAssignation = (typeof DARWIN_ASSIGNATIONS)[number]

/** IC identity card, PASS passport, FC tax code, CHAMBER chamber of commerce extract, DEED articles of incorporation, CERT VAT registration certificate. */
export const DARWIN_DOCUMENT_TYPES = ['IC', 'PASS', 'FC', 'CHAMBER', 'DEED', 'CERT', 'OTHER'] as const
export type DarwinDocumentType = (typeof DARWIN_DOCUMENT_TYPES)[number]

export const DARWIN_EVENT_TYPES = [
  'submitted', 'rejected', 'toPending', 'registrarUpdated', 'registrarUpdateRejected', 'registrarUpdateApproved',
  'toProcessing', 'expired', 'completed', 'expiredCompleted', 'updatedRequiredDocuments', 'cancelled',
  'cancelledCompleted', 'registryUpdated', 'registrarUserAssignation', 'registrarUserRelease',
  'registryUserAssignation', 'registryUserRelease',
] as const
export type DarwinEventType = (typeof DARWIN_EVENT_TYPES)[number]

export const RequestStatusSchema = Type.String({ enum: [...DARWIN_REQUEST_STATUSES], description: 'Darwin request status' })
export const ContactStatusSchema = Type.String({ enum: [...DARWIN_CONTACT_STATUSES], description: 'Darwin contact status' })
export const DomainStatusSchema = Type.String({ enum: [...DARWIN_DOMAIN_STATUSES], description: 'Darwin domain status' })
export const ActionSchema = Type.String({
  enum: [...DARWIN_ACTIONS],
  description: 'todo: contact selected to be updated; hold: not updated, its linked domains go to serverHold; delete: deleted with its linked domains',
})
export const DocumentTypeSchema = Type.String({ enum: [...DARWIN_DOCUMENT_TYPES], description: 'Document type code' })
export const EventTypeSchema = Type.String({ enum: [...DARWIN_EVENT_TYPES], description: 'Darwin event type' })

export { DARWIN_ACCESS, DARWIN_ADMIN_ACCESS, DARWIN_ASSIGN_ACCESS } from './access.js'
