import { getCurrentScope, onBeforeUnmount, watch } from 'vue'
import { useRouter } from 'vue-router'
import { creditGet } from '@contract/credit'
import { darwinRequestsExpiring } from '@contract/darwin-requests'
import { useCall } from '@/api/inject'
import { useSessionStore } from '@/features/auth/store'
import { useGatewayStore } from '@/features/gateway/store'
import { usePlatform } from '@/platform'
import { type Alert, DARWIN_ALERT_DAYS, type Observation } from './rules'
import { ALERT_CHECK_INTERVAL_MS, createAlertScheduler } from './scheduler'
import { useAlertsStore } from './store'
import { useAlertText } from './use-alert-text'

/** The darwin alert's search: the user's own waiting requests near their deadline, soonest first. */
const DARWIN_QUERY = {
  days: DARWIN_ALERT_DAYS,
  registrarAssignation: 'assignedToMe',
  view: 'referenceContact,expirationDays',
  page: 0,
  size: 100,
} as const

/**
 * Runs the alerts for the signed-in user, from App.vue: checks in the background (scheduler.ts),
 * paused while the registry is offline, each alert only if it is on and the user may read what it
 * watches; tells new events in the in-app list and, in the desktop app, as system notifications
 * whose click opens the alert's screen.
 */
export function useAlertWatch(): void {
  const call = useCall()
  const router = useRouter()
  const platform = usePlatform()
  const session = useSessionStore()
  const gateway = useGatewayStore()
  const alerts = useAlertsStore()
  const text = useAlertText()

  async function observe(): Promise<Observation> {
    const on = alerts.preferences
    // Each part on its own: one that fails is left out, the other is still told.
    const [credit, darwin] = await Promise.all([
      on.creditLow && session.can(creditGet.access.groups) ? call(creditGet).catch(() => undefined) : undefined,
      on.darwinDeadline && gateway.darwinAvailable && session.can(darwinRequestsExpiring.access.groups)
        ? call(darwinRequestsExpiring, { query: DARWIN_QUERY }).catch(() => undefined)
        : undefined,
    ])
    return {
      ...(credit ? { credit } : {}),
      ...(darwin
        ? {
            darwin: {
              today: gateway.registryToday(),
              requests: darwin.elements.map((r) => ({ id: r.id, statusDate: r.statusDate, expirationDays: r.expirationDays, org: r.referenceContact?.org })),
            },
          }
        : {}),
    }
  }

  function notify(alert: Alert): void {
    if (!platform.notify) return
    void platform.notify(text(alert, gateway.registryToday())).then((outcome) => {
      if (outcome !== 'clicked') return
      alerts.markRead(alert.key)
      void router.push(alert.target)
    })
  }

  const scheduler = createAlertScheduler({
    observe,
    readMemory: () => alerts.memory,
    writeMemory: (memory) => alerts.remember(memory),
    deliver(told) {
      alerts.add(told, Date.now())
      for (const alert of told) notify(alert)
    },
    intervalMs: ALERT_CHECK_INTERVAL_MS,
    timers: { set: (run, ms) => window.setTimeout(run, ms), clear: (handle) => window.clearTimeout(handle as number) },
  })

  const who = () => (session.signedIn && session.user ? `${session.user.registrarCode}\n${session.user.username}` : null)
  // Only once the first screen is known: a look refused with 401 ends the session, and the
  // sign-in screen must then know where the user was going.
  // The watch belongs to the component's scope, so that it ends with it.
  const scope = getCurrentScope()
  void router.isReady().then(() =>
    scope?.run(() =>
      watch(
        who,
        (user) => {
          scheduler.stop()
          if (!user) return
          const [registrarCode = '', username = ''] = user.split('\n')
          alerts.open(registrarCode, username)
          scheduler.setOnline(!gateway.offline)
          scheduler.start()
        },
        { immediate: true },
      ),
    ),
  )
  watch(
    () => gateway.offline,
    (offline) => scheduler.setOnline(!offline),
  )
  // An alert just turned on looks at once.
  watch(
    () => alerts.preferences,
    () => void scheduler.checkNow(),
  )
  onBeforeUnmount(() => scheduler.stop())
}
