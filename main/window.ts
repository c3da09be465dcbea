/**
 * The main window: locked-down preferences, the remembered size and position (put back only if
 * it is still on a connected display), and saving them as the user moves and resizes it.
 */
import { BrowserWindow, screen } from 'electron'
import type { WindowBounds } from '../preload/api.js'
import { lockedWebPreferences } from './security.js'

export interface Rect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** A saved position is reused only if a good part of the window's title bar is on a display. */
export function isOnSomeDisplay(bounds: WindowBounds, workAreas: readonly Rect[]): boolean {
  if (bounds.x === undefined || bounds.y === undefined) return false
  const bar: Rect = { x: bounds.x, y: bounds.y, width: bounds.width, height: 40 }
  return workAreas.some((a) => {
    const w = Math.min(bar.x + bar.width, a.x + a.width) - Math.max(bar.x, a.x)
    const h = Math.min(bar.y + bar.height, a.y + a.height) - Math.max(bar.y, a.y)
    return w >= Math.min(100, bar.width) && h >= 20
  })
}

export function windowOptions(
  bounds: WindowBounds,
  workAreas: readonly Rect[],
  preload: string,
  title: string,
): Electron.BrowserWindowConstructorOptions {
  const place = isOnSomeDisplay(bounds, workAreas) ? { x: bounds.x, y: bounds.y } : {}
  return {
    ...place,
    width: bounds.width,
    height: bounds.height,
    // The screens are laid out for 1024 px and up.
    minWidth: 1024,
    minHeight: 640,
    title,
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: false,
    webPreferences: lockedWebPreferences(preload),
  }
}

/** The bounds to remember: the normal (unmaximised) ones, so that un-maximising restores them. */
function boundsToSave(win: Pick<BrowserWindow, 'getNormalBounds' | 'isMaximized'>): WindowBounds {
  const b = win.getNormalBounds()
  return { x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized() }
}

export interface MainWindowOptions {
  readonly bounds: WindowBounds
  readonly preload: string
  readonly title: string
  readonly saveBounds: (bounds: WindowBounds) => void
  /** Delay before saving after a move or resize, so dragging does not write on every pixel. */
  readonly saveDelayMs?: number
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const workAreas = screen.getAllDisplays().map((d) => d.workArea)
  // The scanner cannot follow options built by a helper: windowOptions takes lockedWebPreferences
  // (main/security.ts: contextIsolation and sandbox true, tested in tests/unit/main), and every new
  // window, a middle-click's included, goes through the window-open handler that denies foreign origins.
  const win = new BrowserWindow(windowOptions(options.bounds, workAreas, options.preload, options.title)) /* eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK */
  if (options.bounds.maximized) win.maximize()
  win.once('ready-to-show', () => win.show())

  let timer: NodeJS.Timeout | undefined
  const save = () => {
    clearTimeout(timer)
    timer = undefined
    if (!win.isDestroyed() && !win.isMinimized()) options.saveBounds(boundsToSave(win))
  }
  const later = () => {
    clearTimeout(timer)
    timer = setTimeout(save, options.saveDelayMs ?? 500)
  }
  win.on('resize', later)
  win.on('move', later)
  win.on('maximize', later)
  win.on('unmaximize', later)
  win.on('close', save)
  return win
}
