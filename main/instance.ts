/**
 * One instance at a time: a second start hands over to the first (which brings its window to
 * the front) and quits. Two instances would open the same data folder twice.
 */
import type { App, BrowserWindow } from 'electron'

export function claimSingleInstance(app: Pick<App, 'requestSingleInstanceLock' | 'on'>, focus: () => void): boolean {
  if (!app.requestSingleInstanceLock()) return false
  app.on('second-instance', () => focus())
  return true
}

export function focusWindow(win: Pick<BrowserWindow, 'isDestroyed' | 'isMinimized' | 'restore' | 'show' | 'focus'> | undefined): void {
  if (!win || win.isDestroyed()) return
  if (win.isMinimized()) win.restore()
  win.show()
  win.focus()
}
