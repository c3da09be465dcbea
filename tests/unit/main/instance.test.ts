import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { claimSingleInstance, focusWindow } from '../../../main/instance.js'

function fakeApp(gotLock: boolean) {
  const app = new EventEmitter() as EventEmitter & { requestSingleInstanceLock: () => boolean }
  app.requestSingleInstanceLock = () => gotLock
  return app
}

describe('one instance at a time', () => {
  it('the first instance takes the lock and brings its window forward when a second one starts', () => {
    const app = fakeApp(true)
    const focus = vi.fn()
    expect(claimSingleInstance(app as never, focus)).toBe(true)
    app.emit('second-instance', {}, ['electron', '.'], '/tmp')
    expect(focus).toHaveBeenCalledTimes(1)
  })

  it('a second instance does not get the lock (and so quits)', () => {
    const app = fakeApp(false)
    const focus = vi.fn()
    expect(claimSingleInstance(app as never, focus)).toBe(false)
    app.emit('second-instance')
    expect(focus).not.toHaveBeenCalled()
  })

  it('focusing restores a minimised window', () => {
    const win = { isDestroyed: () => false, isMinimized: () => true, restore: vi.fn(), show: vi.fn(), focus: vi.fn() }
    focusWindow(win)
    expect(win.restore).toHaveBeenCalled()
    expect(win.show).toHaveBeenCalled()
    expect(win.focus).toHaveBeenCalled()
    expect(() => focusWindow(undefined)).not.toThrow()
    const gone = { ...win, isDestroyed: () => true, focus: vi.fn() }
    focusWindow(gone)
    expect(gone.focus).not.toHaveBeenCalled()
  })
})
