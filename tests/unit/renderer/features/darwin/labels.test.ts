/**
 * Every code the darwin screens show has words in both languages: event types, document types,
 * request statuses, anomaly codes and the fields they concern, and the registry's own event
 * sentences that carry data. A code added to the contract without its labels fails here.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { DARWIN_ANOMALY_CODES } from '@contract/darwin-anomalies'
import { darwinEventMessage, DARWIN_EVENT_MESSAGES, type DarwinEventMessageKey } from '@contract/darwin-event-messages'
import type { DarwinEvent } from '@contract/darwin-events'
import { DARWIN_DOCUMENT_TYPES, DARWIN_EVENT_TYPES, DARWIN_REQUEST_STATUSES } from '@contract/darwin-shared'
import DarwinTimeline from '@/features/darwin/components/DarwinTimeline.vue'
import { darwinLocales } from '@/features/darwin/locales'
import { createAppI18n } from '@/i18n'

type Tree = { [key: string]: string | Tree }
const LANGUAGES = ['it', 'en'] as const
const labelOf = (lang: (typeof LANGUAGES)[number], path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], darwinLocales[lang].darwin as unknown as Tree)

const withData = (Object.keys(DARWIN_EVENT_MESSAGES) as DarwinEventMessageKey[]).filter((k) => DARWIN_EVENT_MESSAGES[k].includes('{'))

describe.each(LANGUAGES)('darwin labels in %s', (lang) => {
  it.each([
    ...DARWIN_EVENT_TYPES.map((c) => `event.${c}`),
    ...DARWIN_DOCUMENT_TYPES.map((c) => `docType.${c}`),
    ...DARWIN_REQUEST_STATUSES.map((c) => `status.${c}`),
    ...[...new Set(DARWIN_ANOMALY_CODES.map((c) => c.field))].map((f) => `fields.${f}`),
    ...withData.map((k) => `eventMessage.${k}`),
  ])('%s', (path) => {
    const label = labelOf(lang, path)
    expect(typeof label, path).toBe('string')
    expect((label as string).trim()).not.toBe('')
  })

  it('every anomaly code', () => {
    for (const c of DARWIN_ANOMALY_CODES) expect(c[lang].trim(), String(c.code)).not.toBe('')
  })
})

const event = (type: DarwinEvent['type'], message: string): DarwinEvent => ({ requestId: 4, type, user: 'registry', message, created: '2026-11-20T10:00:00+01:00' })

function timeline(events: DarwinEvent[], locale: 'it' | 'en') {
  return mount(DarwinTimeline, { props: { events }, global: { plugins: [createAppI18n(locale)] } })
}

describe('the darwin timeline', () => {
  it('names events by type and says the registry’s sentences in Italian, document codes included', () => {
    const w = timeline(
      [
        event('updatedRequiredDocuments', darwinEventMessage('uploaded', { documentType: 'CHAMBER', fileName: 'visura.pdf' })),
        event('updatedRequiredDocuments', darwinEventMessage('requiredDocuments', { documentTypes: 'IC,FC' })),
        event('toProcessing', darwinEventMessage('processed')),
        event('registrarUserAssignation', darwinEventMessage('reassigned', { user: 'domain', previous: 'admin' })),
        event('rejected', 'L’indirizzo indicato non risulta allo stradario'),
      ],
      'it',
    )
    const items = w.findAll('[data-testid=event]')
    expect(items[0]!.text()).toContain('Documenti modificati')
    expect(items[0]!.find('[data-testid=event-detail]').text()).toBe('Caricato: Visura camerale, visura.pdf.')
    expect(items[1]!.find('[data-testid=event-detail]').text()).toBe('Documenti richiesti: Carta d’identità, Codice fiscale.')
    // A sentence that only repeats the type says nothing more.
    expect(items[2]!.text()).toContain('Consegnata al registro')
    expect(items[2]!.find('[data-testid=event-detail]').exists()).toBe(false)
    expect(items[3]!.find('[data-testid=event-detail]').text()).toBe('In carico a domain (prima ad admin).')
    // An operator's own note is shown as written.
    expect(items[4]!.find('[data-testid=event-detail]').text()).toBe('L’indirizzo indicato non risulta allo stradario')
    expect(w.text()).not.toMatch(/Uploaded|Processed by|CHAMBER|Required documents/)
  })

  it('says the same in English', () => {
    const w = timeline([event('updatedRequiredDocuments', darwinEventMessage('deleted', { documentType: 'PASS', fileName: 'p.jpg' }))], 'en')
    expect(w.find('[data-testid=event-detail]').text()).toBe('Deleted: Passport, p.jpg.')
  })

  // Italian "a" takes a d before a name starting with an a, whoever the user is.
  it.each([
    ['assigned', { user: 'admin' }, 'In carico ad admin.', 'Assigned to admin.'],
    ['assigned', { user: 'Anna' }, 'In carico ad Anna.', 'Assigned to Anna.'],
    ['assigned', { user: 'domain' }, 'In carico a domain.', 'Assigned to domain.'],
    ['assigned', { user: 'elena' }, 'In carico a elena.', 'Assigned to elena.'],
    ['reassigned', { user: 'admin', previous: 'antonio' }, 'In carico ad admin (prima ad antonio).', 'Assigned to admin (was antonio).'],
    ['reassigned', { user: 'darwin', previous: 'admin' }, 'In carico a darwin (prima ad admin).', 'Assigned to darwin (was admin).'],
    ['released', { user: 'admin' }, 'Era in carico ad admin.', 'Was assigned to admin.'],
  ] as const)('%s %j: in Italian and in English', (key, params, italian, english) => {
    const message = darwinEventMessage(key, params)
    expect(timeline([event('registrarUserAssignation', message)], 'it').get('[data-testid=event-detail]').text()).toBe(italian)
    expect(timeline([event('registrarUserAssignation', message)], 'en').get('[data-testid=event-detail]').text()).toBe(english)
  })

  it('names its author, the registry in the user’s language as on the Events screen, a user as they are', () => {
    const byRegistry = event('submitted', darwinEventMessage('opened'))
    const byUser = { ...event('updatedRequiredDocuments', 'Nota'), user: 'domain' }
    const meta = (locale: 'it' | 'en') => timeline([byRegistry, byUser], locale).findAll('.timeline__meta').map((m) => m.text().split(' · ')[1])
    expect(meta('it')).toEqual(['Registro', 'domain'])
    expect(meta('en')).toEqual(['Registry', 'domain'])
  })
})
