/**
 * System notifications for the renderer's alerts (preload capability `showNotification`). The
 * renderer decides what to say and when (once per event); main only shows it, brings the window
 * to the front when it is clicked, and tells the renderer how it ended so that it can open the
 * alert's screen.
 */
import type { NotificationOutcome, NotificationRequest } from '../preload/api.js'

/** The part of Electron's Notification used here. */
interface NotificationLike {
  on(event: 'click' | 'close' | 'failed', listener: () => void): unknown
  show(): void
}

export interface NotificationFactory {
  isSupported(): boolean
  create(options: { title: string; body: string }): NotificationLike
}

/**
 * Notifications still on screen are kept referenced, or the garbage collector may take them and
 * their click with them. On systems that keep notifications in a centre without ever closing
 * them, the oldest beyond this many are let go (their promise answers `closed`).
 */
export const MAX_OPEN_NOTIFICATIONS = 20

export interface Notifier {
  show(request: NotificationRequest): Promise<NotificationOutcome>
  /** How many notifications are waiting for a click or a close. */
  open(): number
}

export function createNotifier(factory: NotificationFactory, bringWindowToFront: () => void): Notifier {
  const open = new Map<NotificationLike, (outcome: NotificationOutcome) => void>()
  return {
    show(request) {
      if (!factory.isSupported()) return Promise.resolve('unsupported')
      return new Promise<NotificationOutcome>((resolve) => {
        const note = factory.create({ title: request.title, body: request.body })
        const end = (outcome: NotificationOutcome) => {
          if (!open.delete(note)) return
          if (outcome === 'clicked') bringWindowToFront()
          resolve(outcome)
        }
        note.on('click', () => end('clicked'))
        note.on('close', () => end('closed'))
        note.on('failed', () => end('closed'))
        open.set(note, resolve)
        if (open.size > MAX_OPEN_NOTIFICATIONS) {
          const [oldest, settle] = open.entries().next().value as [NotificationLike, (o: NotificationOutcome) => void]
          open.delete(oldest)
          settle('closed')
        }
        note.show()
      })
    },
    open: () => open.size,
  }
}
