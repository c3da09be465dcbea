/** A payment's, a darwin request's or a logged request's number, written one way in each language. */
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '@/i18n'

describe('a number shown as a number', () => {
  it('is written with the language’s own abbreviation, never with #', () => {
    expect(createAppI18n('it').global.t('common.numbered', { id: 51 })).toBe('n. 51')
    expect(createAppI18n('en').global.t('common.numbered', { id: 51 })).toBe('No. 51')
  })

  it('is capitalised where it starts the registry side’s choices, and is the same abbreviation', () => {
    const it_ = createAppI18n('it').global
    const en = createAppI18n('en').global
    const bank = { id: 34, amount: '120,00 €', status: 'Inviato', date: '02/03/2026' }
    expect(it_.t('registrySide.bank.option', bank)).toBe('N. 34 · 120,00 € · Inviato · 02/03/2026')
    expect(en.t('registrySide.bank.option', bank)).toBe('No. 34 · 120,00 € · Inviato · 02/03/2026')
    const darwin = { id: 12, org: 'Rossi S.r.l.', status: 'Aperta' }
    expect(it_.t('registrySide.darwin.option', darwin)).toBe('N. 12 · Rossi S.r.l. · Aperta')
    expect(en.t('registrySide.darwin.option', darwin)).toBe('No. 12 · Rossi S.r.l. · Aperta')
  })

  it('reads the same in the request log’s replay and its documents', () => {
    const it_ = createAppI18n('it').global
    const en = createAppI18n('en').global
    expect(en.t('requestLog.replay.done', { id: 7, user: 'admin' })).toBe('Replay of request No. 7, as admin.')
    expect(it_.t('requestLog.replay.done', { id: 7, user: 'admin' })).toBe('Ripetizione della richiesta n. 7, come admin.')
    expect(en.t('requestLog.record.pdfTitle', { id: 7 })).toBe('Document of request No. 7')
    expect(it_.t('requestLog.record.pdfTitle', { id: 7 })).toBe('Documento della richiesta n. 7')
  })

  it('is written with # by no message of any screen, in either language', () => {
    const i18n = createAppI18n('it')
    const strings = (o: unknown, key = ''): [string, string][] =>
      typeof o === 'string' ? [[key, o]] : Object.entries(o as object).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k))
    for (const lang of ['it', 'en'] as const) {
      const all = strings(i18n.global.getLocaleMessage(lang))
      expect(all.length).toBeGreaterThan(500)
      const hashed = all.filter(([, text]) => /#\s*\{/.test(text))
      expect(hashed, lang).toEqual([])
    }
  })
})
