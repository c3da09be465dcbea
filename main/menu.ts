/**
 * The application menu, in the app's language. Standard entries use Electron's roles (so the OS
 * does the work) with our own labels; the few app actions are passed in.
 */
import type { MenuItemConstructorOptions } from 'electron'
import type { Language } from '../preload/api.js'

interface MenuActions {
  openDataFolder(): void
  openLogFolder(): void
  showAbout(): void
}

export interface MenuInput {
  readonly language: Language
  readonly platform: NodeJS.Platform
  readonly appName: string
  /** Developer tools only outside a packaged app. */
  readonly devTools: boolean
  readonly actions: MenuActions
}

const LABELS = {
  it: {
    about: 'Informazioni su %s',
    services: 'Servizi',
    hide: 'Nascondi %s',
    hideOthers: 'Nascondi altre',
    unhide: 'Mostra tutte',
    quit: 'Esci',
    quitApp: 'Esci da %s',
    file: 'File',
    openDataFolder: 'Apri la cartella dei dati',
    openLogFolder: 'Apri la cartella dei log',
    close: 'Chiudi finestra',
    edit: 'Modifica',
    undo: 'Annulla',
    redo: 'Ripeti',
    cut: 'Taglia',
    copy: 'Copia',
    paste: 'Incolla',
    selectAll: 'Seleziona tutto',
    view: 'Vista',
    reload: 'Ricarica',
    devTools: 'Strumenti per sviluppatori',
    resetZoom: 'Dimensioni reali',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    fullScreen: 'Schermo intero',
    window: 'Finestra',
    minimize: 'Riduci a icona',
    zoom: 'Ridimensiona',
    front: 'Porta tutto in primo piano',
    help: 'Aiuto',
  },
  en: {
    about: 'About %s',
    services: 'Services',
    hide: 'Hide %s',
    hideOthers: 'Hide Others',
    unhide: 'Show All',
    quit: 'Quit',
    quitApp: 'Quit %s',
    file: 'File',
    openDataFolder: 'Open Data Folder',
    openLogFolder: 'Open Log Folder',
    close: 'Close Window',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    view: 'View',
    reload: 'Reload',
    devTools: 'Developer Tools',
    resetZoom: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    fullScreen: 'Full Screen',
    window: 'Window',
    minimize: 'Minimise',
    zoom: 'Zoom',
    front: 'Bring All to Front',
    help: 'Help',
  },
} as const satisfies Record<Language, Record<string, string>>

export function buildMenuTemplate(input: MenuInput): MenuItemConstructorOptions[] {
  const l = LABELS[input.language]
  const mac = input.platform === 'darwin'
  const named = (label: string) => label.replace('%s', input.appName)
  const sep: MenuItemConstructorOptions = { type: 'separator' }
  const about: MenuItemConstructorOptions = { label: named(l.about), click: () => input.actions.showAbout() }

  const appMenu: MenuItemConstructorOptions = {
    label: input.appName,
    submenu: [
      about,
      sep,
      { role: 'services', label: l.services },
      sep,
      { role: 'hide', label: named(l.hide) },
      { role: 'hideOthers', label: l.hideOthers },
      { role: 'unhide', label: l.unhide },
      sep,
      { role: 'quit', label: named(l.quitApp) },
    ],
  }
  const file: MenuItemConstructorOptions = {
    label: l.file,
    submenu: [
      { label: l.openDataFolder, click: () => input.actions.openDataFolder() },
      { label: l.openLogFolder, click: () => input.actions.openLogFolder() },
      sep,
      mac ? { role: 'close', label: l.close } : { role: 'quit', label: l.quit },
    ],
  }
  const edit: MenuItemConstructorOptions = {
    label: l.edit,
    submenu: [
      { role: 'undo', label: l.undo },
      { role: 'redo', label: l.redo },
      sep,
      { role: 'cut', label: l.cut },
      { role: 'copy', label: l.copy },
      { role: 'paste', label: l.paste },
      { role: 'selectAll', label: l.selectAll },
    ],
  }
  const view: MenuItemConstructorOptions = {
    label: l.view,
    submenu: [
      { role: 'reload', label: l.reload },
      ...(input.devTools ? [{ role: 'toggleDevTools', label: l.devTools } as const] : []),
      sep,
      { role: 'resetZoom', label: l.resetZoom },
      { role: 'zoomIn', label: l.zoomIn },
      { role: 'zoomOut', label: l.zoomOut },
      sep,
      { role: 'togglefullscreen', label: l.fullScreen },
    ],
  }
  const windowMenu: MenuItemConstructorOptions = {
    label: l.window,
    role: 'windowMenu',
    submenu: mac
      ? [{ role: 'minimize', label: l.minimize }, { role: 'zoom', label: l.zoom }, sep, { role: 'front', label: l.front }]
      : [{ role: 'minimize', label: l.minimize }, { role: 'close', label: l.close }],
  }
  const help: MenuItemConstructorOptions = {
    label: l.help,
    role: 'help',
    // On macOS "About" lives in the app menu.
    submenu: [...(mac ? [] : [about, sep]), { label: l.openLogFolder, click: () => input.actions.openLogFolder() }],
  }
  return [...(mac ? [appMenu] : []), file, edit, view, windowMenu, help]
}
