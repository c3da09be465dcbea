/**
 * Keeps docs/glossary.md true: the page is the one source of the terms not to use, read here from
 * its tables' "Not to use (IT)" and "Not to use (EN)" columns, and checked against every text a
 * user sees in either language (the renderer's messages, the window menu, the startup error
 * window), with the page's typographic conventions.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAppI18n } from '@/i18n'
import { buildMenuTemplate } from '../../../main/menu'
import { startupErrorView } from '../../../main/startup-error'
import type { GatewayFailure } from '../../../main/gateway'

type Lang = 'it' | 'en'

const glossary = readFileSync(resolve(__dirname, '../../../docs/glossary.md'), 'utf8')

/** The backticked terms of every table column headed "Not to use (IT)" or "Not to use (EN)". */
function bannedTerms(markdown: string): Record<Lang, string[]> {
  const banned: Record<Lang, string[]> = { it: [], en: [] }
  let columns: Partial<Record<Lang, number>> = {}
  const cells = (line: string) => line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((c) => c.trim())
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) {
      columns = {}
      continue
    }
    const row = cells(line)
    if (row.every((c) => /^:?-*:?$/.test(c))) continue
    const it_ = row.indexOf('Not to use (IT)')
    const en = row.indexOf('Not to use (EN)')
    if (it_ >= 0 || en >= 0) {
      columns = { ...(it_ >= 0 ? { it: it_ } : {}), ...(en >= 0 ? { en } : {}) }
      continue
    }
    for (const lang of ['it', 'en'] as const) {
      const i = columns[lang]
      if (i === undefined) continue
      for (const m of (row[i] ?? '').matchAll(/`([^`]+)`/g)) banned[lang].push(m[1]!)
    }
  }
  return banned
}

const flatten = (o: unknown, prefix = ''): Array<[string, string]> =>
  typeof o === 'string'
    ? [[prefix, o]]
    : Object.entries(o as object).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))

const failure = (code: GatewayFailure['code']) => ({ code, message: '' }) as GatewayFailure
const startupTexts = (lang: Lang): Array<[string, string]> =>
  (['newer_data', 'data_in_use', 'native_module', 'live_settings', 'start_failed'] as const).flatMap((code) => {
    const view = startupErrorView(failure(code), lang, '', '', true)
    return [[`startup.${code}.title`, view.title], [`startup.${code}.message`, view.message], ...view.buttons.map((b): [string, string] => [`startup.${code}.${b.choice}`, b.label])]
  })

/** Every text a user sees in `lang`, as [where, text]. */
/** Every label of the window menu as macOS shows it (it has the most entries), by its path. */
function menuTexts(lang: Lang): Record<string, string> {
  const noop = () => undefined
  const template = buildMenuTemplate({ language: lang, platform: 'darwin', appName: 'Registrar Desk', devTools: true, actions: { openDataFolder: noop, openLogFolder: noop, showAbout: noop } })
  const labels: Record<string, string> = {}
  const walk = (items: typeof template, path: string): void => {
    items.forEach((item, i) => {
      if (item.label) labels[`${path}.${item.role ?? item.id ?? i}`] = item.label
      if (Array.isArray(item.submenu)) walk(item.submenu, `${path}.${item.role ?? item.label ?? i}`)
    })
  }
  walk(template, 'menu')
  return labels
}

function texts(lang: Lang): Array<[string, string]> {
  const i18n = createAppI18n(lang)
  return [...flatten(i18n.global.getLocaleMessage(lang)), ...Object.entries(menuTexts(lang)), ...startupTexts(lang)]
}

// Placeholders ({name}) are not words of the text.
const words = (text: string) => text.replace(/\{\w+\}/g, ' ')
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const wholeWord = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${escape(term)}(?![\\p{L}\\p{N}-])`, 'iu')

describe('the glossary (docs/glossary.md)', () => {
  const banned = bannedTerms(glossary)

  it('lists terms not to use in both languages', () => {
    expect(banned.it.length).toBeGreaterThan(20)
    expect(banned.en.length).toBeGreaterThan(20)
    expect(banned.it).toContain('pratica')
    expect(banned.en).toContain('ticket')
  })

  for (const lang of ['it', 'en'] as const) {
    it(`is followed by every ${lang === 'it' ? 'Italian' : 'English'} text: none of the terms it bans`, () => {
      const found = texts(lang).flatMap(([where, text]) =>
        banned[lang].filter((term) => wholeWord(term).test(words(text))).map((term) => `${where}: “${term}” in “${text}”`),
      )
      expect(found).toEqual([])
    })

    it(`keeps the ${lang === 'it' ? 'Italian' : 'English'} typography: typographic apostrophes and quotes, one-character ellipsis`, () => {
      const found = texts(lang).filter(([, text]) => /['"]|\.\.\./.test(text)).map(([where, text]) => `${where}: ${text}`)
      expect(found).toEqual([])
    })
  }

  it('reads Italian quotations with «», English ones with “”', () => {
    expect(texts('it').filter(([, text]) => /[“”]/.test(text)).map(([where]) => where)).toEqual([])
    expect(texts('en').filter(([, text]) => /[«»]/.test(text)).map(([where]) => where)).toEqual([])
  })

  it('has the same window menu entries in both languages', () => {
    expect(Object.keys(menuTexts('it')).length).toBeGreaterThan(20)
    expect(Object.keys(menuTexts('it')).length).toBe(Object.keys(menuTexts('en')).length)
  })
})
