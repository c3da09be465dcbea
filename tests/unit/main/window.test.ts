import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Electron cannot run here: a BrowserWindow stand-in records what the shell asks of it.
const created: FakeWindow[] = []
class FakeWindow extends EventEmitter {
  options: Electron.BrowserWindowConstructorOptions
  maximized = false
  minimized = false
  destroyed = false
  normal = { x: 50, y: 60, width: 1300, height: 850 }
  constructor(options: Electron.BrowserWindowConstructorOptions) {
    super()
    this.options = options
    created.push(this)
  }
  maximize() {
    this.maximized = true
  }
  isMaximized() {
    return this.maximized
  }
  isMinimized() {
    return this.minimized
  }
  isDestroyed() {
    return this.destroyed
  }
  getNormalBounds() {
    return this.normal
  }
  show = vi.fn()
}
vi.mock('electron', () => ({
  BrowserWindow: FakeWindow,
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
}))

const { createMainWindow, isOnSomeDisplay, windowOptions } = await import('../../../main/window.js')

afterEach(() => {
  created.length = 0
  vi.useRealTimers()
})

const screenArea = [{ x: 0, y: 0, width: 1920, height: 1080 }]

describe('the main window', () => {
  it('is sandboxed, isolated, without Node, and loads only the preload bundle', () => {
    const o = windowOptions({ width: 1280, height: 800, maximized: false }, screenArea, '/app/out/preload/index.cjs', 'Registrar Desk')
    expect(o.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    })
    expect(o.minWidth).toBe(1024)
    expect(o.show).toBe(false)
  })

  it('goes back where it was when that place is still on a display', () => {
    const o = windowOptions({ x: 100, y: 80, width: 1280, height: 800, maximized: false }, screenArea, 'p', 't')
    expect(o).toMatchObject({ x: 100, y: 80, width: 1280, height: 800 })
  })

  it('lets the OS place it when its display is gone', () => {
    const o = windowOptions({ x: 3000, y: 80, width: 1280, height: 800, maximized: false }, screenArea, 'p', 't')
    expect(o).not.toHaveProperty('x')
    expect(o).not.toHaveProperty('y')
    expect(isOnSomeDisplay({ x: 0, y: -15, width: 1280, height: 800, maximized: false }, screenArea)).toBe(true)
    expect(isOnSomeDisplay({ x: 0, y: -25, width: 1280, height: 800, maximized: false }, screenArea)).toBe(false)
    expect(isOnSomeDisplay({ width: 1280, height: 800, maximized: false }, screenArea)).toBe(false)
  })

  it('remembers its normal bounds after a move or resize, and when closed', () => {
    vi.useFakeTimers()
    const saveBounds = vi.fn()
    createMainWindow({ bounds: { width: 1280, height: 800, maximized: true }, preload: 'p', title: 't', saveBounds, saveDelayMs: 100 })
    const win = created[0]!
    expect(win.maximized).toBe(true)
    win.emit('move')
    win.emit('resize')
    expect(saveBounds).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(saveBounds).toHaveBeenCalledTimes(1)
    expect(saveBounds).toHaveBeenLastCalledWith({ x: 50, y: 60, width: 1300, height: 850, maximized: true })
    win.minimized = true
    win.emit('resize')
    vi.advanceTimersByTime(100)
    expect(saveBounds).toHaveBeenCalledTimes(1)
    win.minimized = false
    win.emit('close')
    expect(saveBounds).toHaveBeenCalledTimes(2)
  })

  it('shows itself once the page is ready, not before', () => {
    createMainWindow({ bounds: { width: 1280, height: 800, maximized: false }, preload: 'p', title: 't', saveBounds: () => {} })
    const win = created[0]!
    expect(win.show).not.toHaveBeenCalled()
    win.emit('ready-to-show')
    expect(win.show).toHaveBeenCalled()
  })
})
