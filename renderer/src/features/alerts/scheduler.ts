/**
 * When the alerts look: at once when started, then every `intervalMs`, never while the registry
 * is out of reach (live mode offline), and at once when it is back. One check at a time; what a
 * check tells is remembered before the next (rules.ts decides what is new).
 */
import { type Alert, type AlertMemory, evaluate, type Observation } from './rules'

/** Every five minutes: a credit or a deadline is not a matter of seconds, the registry's load is. */
export const ALERT_CHECK_INTERVAL_MS = 5 * 60_000

export interface AlertSchedulerDeps {
  /** Reads what the alerts watch now. */
  observe(): Promise<Observation>
  /** The memory of what was told (per user, kept between starts). */
  readMemory(): AlertMemory
  writeMemory(memory: AlertMemory): void
  /** Tells the user (in-app list, system notification). */
  deliver(alerts: readonly Alert[]): void
  readonly intervalMs: number
  readonly timers: {
    set(run: () => void, ms: number): unknown
    clear(handle: unknown): void
  }
}

export interface AlertScheduler {
  start(): void
  stop(): void
  /** The registry is reachable again (true) or not (false): checks pause while it is not. */
  setOnline(online: boolean): void
  /** Looks now (unless stopped or offline), and starts the interval again from now. */
  checkNow(): Promise<void>
  /** Whether checks are running: started and online. */
  active(): boolean
}

export function createAlertScheduler(deps: AlertSchedulerDeps): AlertScheduler {
  let started = false
  let online = true
  let timer: unknown
  let checking: Promise<void> | undefined

  const cancelTimer = () => {
    if (timer !== undefined) deps.timers.clear(timer)
    timer = undefined
  }
  const scheduleNext = () => {
    cancelTimer()
    if (started && online) timer = deps.timers.set(() => void checkNow(), deps.intervalMs)
  }

  async function runCheck(): Promise<void> {
    try {
      const seen = await deps.observe()
      // Stopped (signed out) or gone offline meanwhile: what was seen is not told.
      if (!started || !online) return
      const { alerts, memory } = evaluate(deps.readMemory(), seen)
      deps.writeMemory(memory)
      if (alerts.length > 0) deps.deliver(alerts)
    } catch {
      // A failed look tells nothing and is tried again at the next interval.
    }
  }

  function checkNow(): Promise<void> {
    if (!started || !online) return Promise.resolve()
    checking ??= runCheck().finally(() => {
      checking = undefined
      scheduleNext()
    })
    return checking
  }

  return {
    start() {
      if (started) return
      started = true
      void checkNow()
    },
    stop() {
      started = false
      cancelTimer()
    },
    setOnline(next) {
      if (next === online) return
      online = next
      if (online) void checkNow()
      else cancelTimer()
    },
    checkNow,
    active: () => started && online,
  }
}
