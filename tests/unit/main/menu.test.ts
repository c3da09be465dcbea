import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { buildMenuTemplate, type MenuInput } from '../../../main/menu.js'

const input = (over: Partial<MenuInput> = {}): MenuInput => ({
  language: 'it',
  platform: 'win32',
  appName: 'Registrar Desk',
  devTools: false,
  actions: { openDataFolder: vi.fn(), openLogFolder: vi.fn(), showAbout: vi.fn() },
  ...over,
})
const labels = (t: MenuItemConstructorOptions[]) => t.map((m) => m.label)
const sub = (m: MenuItemConstructorOptions | undefined) => (m?.submenu ?? []) as MenuItemConstructorOptions[]

describe('application menu', () => {
  it('has the usual menus, in Italian', () => {
    expect(labels(buildMenuTemplate(input()))).toEqual(['File', 'Modifica', 'Vista', 'Finestra', 'Aiuto'])
  })

  it('has the usual menus, in English', () => {
    expect(labels(buildMenuTemplate(input({ language: 'en' })))).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
  })

  it('on macOS starts with the app menu (About, Hide, Quit)', () => {
    const t = buildMenuTemplate(input({ platform: 'darwin', language: 'en' }))
    expect(t[0]?.label).toBe('Registrar Desk')
    const roles = sub(t[0]).map((i) => i.role).filter(Boolean)
    expect(roles).toEqual(['services', 'hide', 'hideOthers', 'unhide', 'quit'])
    expect(sub(t[0])[0]?.label).toBe('About Registrar Desk')
    expect(sub(t.at(-1)).map((i) => i.label)).not.toContain('About Registrar Desk')
  })

  it('names the macOS Quit entry as each language does', () => {
    const quit = (language: 'it' | 'en') => sub(buildMenuTemplate(input({ platform: 'darwin', language }))[0]).find((i) => i.role === 'quit')?.label
    expect(quit('it')).toBe('Esci da Registrar Desk')
    expect(quit('en')).toBe('Quit Registrar Desk')
  })

  it('uses the standard roles for editing, so copy and paste work in the fields', () => {
    const edit = buildMenuTemplate(input()).find((m) => m.label === 'Modifica')
    expect(sub(edit).map((i) => i.role).filter(Boolean)).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'])
    expect(sub(edit).find((i) => i.role === 'paste')?.label).toBe('Incolla')
  })

  it('offers the developer tools only outside a packaged app', () => {
    const roles = (devTools: boolean) => sub(buildMenuTemplate(input({ devTools })).find((m) => m.label === 'Vista')).map((i) => i.role)
    expect(roles(false)).not.toContain('toggleDevTools')
    expect(roles(true)).toContain('toggleDevTools')
  })

  it('runs the app actions from File and Help', () => {
    const i = input()
    const t = buildMenuTemplate(i)
    const click = (item: MenuItemConstructorOptions | undefined) => (item?.click as () => void)()
    click(sub(t[0]).find((x) => x.label === 'Apri la cartella dei dati'))
    click(sub(t[0]).find((x) => x.label === 'Apri la cartella dei log'))
    click(sub(t.at(-1)).find((x) => x.label === 'Informazioni su Registrar Desk'))
    expect(i.actions.openDataFolder).toHaveBeenCalled()
    expect(i.actions.openLogFolder).toHaveBeenCalled()
    expect(i.actions.showAbout).toHaveBeenCalled()
  })
})
