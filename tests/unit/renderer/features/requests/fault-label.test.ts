/** The fault rule a log record names, in the app's words rather than the log's. */
import { describe, expect, it } from 'vitest'
import { faultLabel } from '@/features/requests/fault-label'
import { createAppI18n } from '@/i18n'
import { describeFaultRule } from '../../../../../local-server/faults/describe'

const labelIn = (lang: 'it' | 'en', fault: string) => faultLabel(fault, createAppI18n(lang).global.t as never)

describe('a fault rule as the request log shows it', () => {
  it('numbers the rule and names its kind in the language shown, its name quoted as the user wrote it', () => {
    const fault = describeFaultRule({ id: 3, name: 'invoices down: all of them', action: { kind: 'error', status: 503 } })
    expect(labelIn('it', fault)).toBe('n. 3 «invoices down: all of them» (errore)')
    expect(labelIn('en', fault)).toBe('No. 3 “invoices down: all of them” (error)')
  })

  it('names every kind the rules have, a rule without a name by its number only', () => {
    const kinds = [
      [{ kind: 'delay', ms: 100 }, 'ritardo', 'delay'],
      [{ kind: 'drop' }, 'connessione chiusa', 'dropped connection'],
      [{ kind: 'timeout' }, 'nessuna risposta', 'no answer'],
    ] as const
    for (const [action, it_, en] of kinds) {
      const fault = describeFaultRule({ id: 12, action })
      expect(labelIn('it', fault)).toBe(`n. 12 (${it_})`)
      expect(labelIn('en', fault)).toBe(`No. 12 (${en})`)
    }
  })

  it('shows a text of another form as it is', () => {
    expect(labelIn('it', 'rule 3 (from a newer server)')).toBe('rule 3 (from a newer server)')
    expect(labelIn('en', '#3 outage: melt')).toBe('#3 outage: melt')
  })
})
