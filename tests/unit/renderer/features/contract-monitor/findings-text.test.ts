import { describe, expect, it } from 'vitest'
import type { OperationFindings } from '@contract/contract-findings'
import { findingLine, noteLine, operationSentences, type Translate } from '@/features/contract-monitor/findings-text'
import { createAppI18n } from '@/i18n'

const tOf = (lang: 'it' | 'en'): Translate => {
  const { t } = createAppI18n(lang).global
  return (key, params = {}, plural) => (plural === undefined ? t(key, params) : t(key, params, plural))
}

const payments: OperationFindings = {
  operationId: 'payments.list',
  method: 'GET',
  path: '/v1/payments',
  checked: 12,
  withFindings: 4,
  firstSeen: '2026-11-24T10:00:00+01:00',
  lastSeen: '2026-11-24T11:00:00+01:00',
  kinds: [
    { kind: 'unknown_field', occurrences: 9, fields: ['/elements/*/internalRef', '/elements/*/bank', '/registryVersion'], values: [] },
    { kind: 'missing_field', occurrences: 1, fields: ['/elements/*/amount'], values: [] },
    { kind: 'undocumented_status', occurrences: 2, fields: [], values: ['418'] },
    { kind: 'invalid_json', occurrences: 2, fields: [], values: [] },
  ],
}
const invoices: OperationFindings = {
  ...payments,
  operationId: 'invoices.list',
  path: '/v1/invoices',
  kinds: [{ kind: 'undocumented_status', occurrences: 3, fields: [], values: ['500', '503'] }],
}

describe('the contract monitor’s sentences', () => {
  it('say per operation what the registry answered that the spec does not show, counting distinct fields', () => {
    expect(operationSentences(payments, tOf('en'))).toEqual([
      'The registry answered 3 fields the spec does not show on GET /v1/payments',
      'The registry left out 1 field the spec requires on GET /v1/payments',
      'The registry answered status 418, which the spec does not list, on GET /v1/payments',
      'The registry answered JSON that does not parse on GET /v1/payments (2 times)',
    ])
    expect(operationSentences(invoices, tOf('en'))).toEqual(['The registry answered statuses 500, 503, which the spec does not list, on GET /v1/invoices'])
  })

  it('say the same in Italian', () => {
    expect(operationSentences(payments, tOf('it'))).toEqual([
      'Il registro ha risposto con 3 campi che la specifica non prevede su GET /v1/payments',
      'Il registro ha omesso 1 campo che la specifica rende obbligatorio su GET /v1/payments',
      'Il registro ha risposto con lo stato 418, che la specifica non prevede, su GET /v1/payments',
      'Il registro ha risposto con JSON non leggibile su GET /v1/payments (2 volte)',
    ])
    expect(operationSentences(invoices, tOf('it'))).toEqual(['Il registro ha risposto con gli stati 500, 503, che la specifica non prevede, su GET /v1/invoices'])
  })

  it('give a record’s findings one line each, and its note in the screen’s language', () => {
    const en = tOf('en')
    expect(findingLine({ kind: 'wrong_type', path: '/elements/0/id', field: '/elements/*/id', expected: 'integer', actual: 'string' }, en)).toBe(
      'Another type: /elements/0/id is string, the spec shows integer',
    )
    expect(findingLine({ kind: 'unknown_field', path: '/total', field: '/total', actual: 'integer' }, en)).toBe('Field the spec does not show: /total (integer)')
    expect(findingLine({ kind: 'wrong_media_type', path: '', field: '', expected: 'application/json', actual: 'text/html' }, tOf('it'))).toBe(
      'Risposta in text/html, la specifica prevede application/json',
    )
    expect(noteLine({ code: 'findings_left_out', text: '5 more findings were left out (20 kept)' }, tOf('it'))).toBe('Sono state trovate altre differenze oltre a quelle elencate.')
  })
})
