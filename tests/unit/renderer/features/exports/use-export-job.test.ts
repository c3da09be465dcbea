import { describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { mount } from '@vue/test-utils'
import { useExportJob, type UseExportJob } from '@/features/exports/use-export-job'

function withJob(): { job: UseExportJob; unmount: () => void } {
  let job!: UseExportJob
  const wrapper = mount(defineComponent({ setup: () => ((job = useExportJob()), () => h('div')) }))
  return { job, unmount: () => wrapper.unmount() }
}

describe('an export job', () => {
  it('shows progress while it runs and clears it when done', async () => {
    const { job } = withJob()
    let seen: unknown = null
    const done = await job.run(async (_signal, report) => {
      report(3, 10)
      seen = { running: job.running.value, progress: job.progress.value }
    })
    expect(done).toBe(true)
    expect(seen).toEqual({ running: true, progress: { done: 3, total: 10 } })
    expect(job.running.value).toBe(false)
    expect(job.progress.value).toBeNull()
  })

  it('cancels through the signal, and leaving the screen cancels too', async () => {
    const { job, unmount } = withJob()
    const waitForAbort = (signal: AbortSignal) => new Promise<void>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    const first = job.run(waitForAbort)
    job.cancel()
    expect(await first).toBe(false)
    const second = job.run(waitForAbort)
    unmount()
    expect(await second).toBe(false)
  })

  it('passes on a failure that is not a cancel', async () => {
    const { job } = withJob()
    await expect(job.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(job.running.value).toBe(false)
  })
})
