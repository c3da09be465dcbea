import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { createNotifier, MAX_OPEN_NOTIFICATIONS, type NotificationFactory } from '../../../main/notifications.js'

/** Electron's Notification replaced by emitters the test can click or close. */
function fakeFactory(supported = true) {
  const shown: (EventEmitter & { options: { title: string; body: string }; show: ReturnType<typeof vi.fn> })[] = []
  const factory: NotificationFactory = {
    isSupported: () => supported,
    create: (options) => {
      const note = Object.assign(new EventEmitter(), { options, show: vi.fn() })
      shown.push(note)
      return note
    },
  }
  return { factory, shown }
}

describe('system notifications', () => {
  it('show the title and body, and bring the window to the front when clicked', async () => {
    const { factory, shown } = fakeFactory()
    const front = vi.fn()
    const notifier = createNotifier(factory, front)
    const outcome = notifier.show({ title: 'Credit below the threshold', body: '€120.00' })
    expect(shown).toHaveLength(1)
    expect(shown[0]!.options).toEqual({ title: 'Credit below the threshold', body: '€120.00' })
    expect(shown[0]!.show).toHaveBeenCalledOnce()
    expect(notifier.open()).toBe(1)
    shown[0]!.emit('click')
    await expect(outcome).resolves.toBe('clicked')
    expect(front).toHaveBeenCalledOnce()
    expect(notifier.open()).toBe(0)
  })

  it('answer closed when dismissed or failed, without touching the window; a later event changes nothing', async () => {
    const { factory, shown } = fakeFactory()
    const front = vi.fn()
    const notifier = createNotifier(factory, front)
    const dismissed = notifier.show({ title: 'a', body: '' })
    const failed = notifier.show({ title: 'b', body: '' })
    shown[0]!.emit('close')
    shown[0]!.emit('click')
    shown[1]!.emit('failed')
    await expect(dismissed).resolves.toBe('closed')
    await expect(failed).resolves.toBe('closed')
    expect(front).not.toHaveBeenCalled()
    expect(notifier.open()).toBe(0)
  })

  it('answer unsupported where the system shows none', async () => {
    const { factory, shown } = fakeFactory(false)
    await expect(createNotifier(factory, vi.fn()).show({ title: 'a', body: '' })).resolves.toBe('unsupported')
    expect(shown).toHaveLength(0)
  })

  it('let the oldest go beyond the limit, so that a centre that never closes them does not grow memory', async () => {
    const { factory, shown } = fakeFactory()
    const notifier = createNotifier(factory, vi.fn())
    const outcomes = Array.from({ length: MAX_OPEN_NOTIFICATIONS + 1 }, (_, i) => notifier.show({ title: `n${i}`, body: '' }))
    await expect(outcomes[0]).resolves.toBe('closed')
    expect(notifier.open()).toBe(MAX_OPEN_NOTIFICATIONS)
    shown.at(-1)!.emit('click')
    await expect(outcomes.at(-1)).resolves.toBe('clicked')
  })
})
