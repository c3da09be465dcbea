import { describe, expect, it, vi } from 'vitest'
import { type AlertMemory, EMPTY_MEMORY, type Observation } from '@/features/alerts/rules'
import { createAlertScheduler } from '@/features/alerts/scheduler'

const INTERVAL = 300_000
const below: Observation = { credit: { status: 'belowThreshold', credit: 120, threshold: 500, lastupdate: '2026-11-24T09:00:00+01:00' } }

/** A scheduler on fake timers, with a memory and a record of what it told. */
function harness(observe: () => Promise<Observation> = async () => below) {
  let memory: AlertMemory = EMPTY_MEMORY
  const told: string[][] = []
  const look = vi.fn(observe)
  const scheduler = createAlertScheduler({
    observe: look,
    readMemory: () => memory,
    writeMemory: (next) => (memory = next),
    deliver: (alerts) => told.push(alerts.map((a) => a.key)),
    intervalMs: INTERVAL,
    timers: { set: (run, ms) => setTimeout(run, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  })
  return { scheduler, look, told, memory: () => memory }
}

describe('the alert scheduler', () => {
  it('looks at once when started, then at every interval, telling an event once', async () => {
    vi.useFakeTimers()
    try {
      const { scheduler, look, told } = harness()
      scheduler.start()
      await vi.advanceTimersByTimeAsync(0)
      expect(look).toHaveBeenCalledTimes(1)
      expect(told).toEqual([['credit:belowThreshold:2026-11-24T09:00:00+01:00']])
      await vi.advanceTimersByTimeAsync(INTERVAL * 3)
      expect(look).toHaveBeenCalledTimes(4)
      expect(told).toHaveLength(1)
      scheduler.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('pauses while offline: no look at all, and one at once when the registry is back', async () => {
    vi.useFakeTimers()
    try {
      const { scheduler, look, told } = harness()
      scheduler.setOnline(false)
      scheduler.start()
      await vi.advanceTimersByTimeAsync(INTERVAL * 5)
      expect(look).not.toHaveBeenCalled()
      expect(scheduler.active()).toBe(false)
      await scheduler.checkNow()
      expect(look).not.toHaveBeenCalled()
      scheduler.setOnline(true)
      await vi.advanceTimersByTimeAsync(0)
      expect(look).toHaveBeenCalledTimes(1)
      expect(told).toHaveLength(1)
      // Offline again between two looks: the pending one is cancelled.
      scheduler.setOnline(false)
      await vi.advanceTimersByTimeAsync(INTERVAL * 2)
      expect(look).toHaveBeenCalledTimes(1)
      scheduler.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('tells nothing seen by a look that ended after going offline or signing out', async () => {
    let finish: (o: Observation) => void = () => {}
    const { scheduler, told, memory } = harness(() => new Promise((resolve) => (finish = resolve)))
    scheduler.start()
    scheduler.setOnline(false)
    finish(below)
    await Promise.resolve()
    await Promise.resolve()
    expect(told).toEqual([])
    expect(memory()).toEqual(EMPTY_MEMORY)
    scheduler.stop()
  })

  it('runs one look at a time, and stops looking when stopped', async () => {
    vi.useFakeTimers()
    try {
      const { scheduler, look } = harness()
      scheduler.start()
      const a = scheduler.checkNow()
      const b = scheduler.checkNow()
      await Promise.all([a, b])
      expect(look).toHaveBeenCalledTimes(1)
      scheduler.stop()
      await vi.advanceTimersByTimeAsync(INTERVAL * 3)
      expect(look).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps going after a failed look, and tells at the next one', async () => {
    vi.useFakeTimers()
    try {
      let fail = true
      const { scheduler, look, told } = harness(async () => {
        if (fail) throw new Error('network')
        return below
      })
      scheduler.start()
      await vi.advanceTimersByTimeAsync(0)
      expect(told).toEqual([])
      fail = false
      await vi.advanceTimersByTimeAsync(INTERVAL)
      expect(look).toHaveBeenCalledTimes(2)
      expect(told).toHaveLength(1)
      scheduler.stop()
    } finally {
      vi.useRealTimers()
    }
  })

  it('remembers what it told across a restart of the scheduler (a new start of the app)', async () => {
    const first = harness()
    first.scheduler.start()
    await first.scheduler.checkNow()
    first.scheduler.stop()
    let memory = first.memory()
    const told: string[] = []
    const second = createAlertScheduler({
      observe: async () => below,
      readMemory: () => memory,
      writeMemory: (next) => (memory = next),
      deliver: (alerts) => told.push(...alerts.map((a) => a.key)),
      intervalMs: INTERVAL,
      timers: { set: () => 0, clear: () => {} },
    })
    second.start()
    await second.checkNow()
    expect(told).toEqual([])
    second.stop()
  })
})
