/**
 * An event's detail in the user's language. The registry's own sentences (contract
 * darwin-event-messages.ts) are recognised and said in the screen's words, document type codes
 * included; those that carry no data say nothing the event's type label does not already say. A
 * person's text (an operator's note, the registrar's update message) is shown as written.
 */
import { readDarwinEventMessage } from '@contract/darwin-event-messages'
import { italianA } from './preposition'

/** The name the server gives itself as an event's author (the sandbox's moves, the seed's). */
const REGISTRY_ACTOR = 'registry'

/** Who wrote an event: a user's name as it is, the registry in the user's language (as on the Events screen). */
export const eventActor = (user: string, t: (key: string) => string): string => (user === REGISTRY_ACTOR ? t('darwin.timeline.registry') : user)

export function eventDetail(message: string, t: (key: string, params?: Record<string, unknown>) => string): string | null {
  if (message.trim() === '') return null
  const known = readDarwinEventMessage(message)
  if (!known) return message
  if (Object.keys(known.params).length === 0) return null
  // A code without a label (a type newer than these screens) stays the code.
  const docLabel = (code: string) => {
    const key = `darwin.docType.${code}`
    const label = t(key)
    return label === key ? code : label
  }
  const params: Record<string, string> = { ...known.params }
  if (params.documentType) params.documentType = docLabel(params.documentType)
  if (params.documentTypes) params.documentTypes = params.documentTypes.split(',').map(docLabel).join(', ')
  // "In carico ad admin", "a domain": the Italian preposition before each name.
  if (params.user !== undefined) params.a = italianA(params.user)
  if (params.previous !== undefined) params.aPrevious = italianA(params.previous)
  return t(`darwin.eventMessage.${known.key}`, params)
}
