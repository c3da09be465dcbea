/** Saving a file: where it went, or why it could not be written, in the user's language. */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { saveFailureReason, useSaveFile } from '@/composables/use-save-file'
import { createAppI18n } from '@/i18n'
import { type FileFilter, type Platform, PlatformKey } from '@/platform'

function saver(saveFile: Platform['saveFile'], locale: 'it' | 'en' = 'it') {
  let api!: ReturnType<typeof useSaveFile>
  mount(
    defineComponent({
      setup() {
        api = useSaveFile()
        return () => h('p')
      },
    }),
    { global: { plugins: [createAppI18n(locale)], provide: { [PlatformKey as symbol]: { kind: 'desktop', saveFile, appVersion: async () => '1' } } } },
  )
  return api
}

describe('saving a file', () => {
  it('says where it went', async () => {
    const s = saver(vi.fn(async () => 'C:\\Users\\m\\Downloads\\fattura.pdf'))
    await s.save(new Uint8Array([1]), 'fattura.pdf', [])
    expect(s.message.value).toBe('Salvato in C:\\Users\\m\\Downloads\\fattura.pdf')
    expect(s.failed.value).toBe(false)
  })

  it('says why it could not be written (a file open in another program), without throwing, and clears it on the next save', async () => {
    let fail = true
    const s = saver(
      vi.fn(async () => {
        if (fail) throw new Error("Error invoking remote method 'desktop:save-file': Error: EBUSY: resource busy or locked, open 'C:\\fattura.pdf'")
        return '/home/m/fattura.pdf'
      }),
    )
    await expect(s.save(new Uint8Array([1]), 'fattura.pdf', [])).resolves.toBeUndefined()
    expect(s.failed.value).toBe(true)
    expect(s.message.value).toBe("Il file non è stato salvato: EBUSY: resource busy or locked, open 'C:\\fattura.pdf'")
    fail = false
    await s.save(new Uint8Array([1]), 'fattura.pdf', [])
    expect(s.failed.value).toBe(false)
    expect(s.message.value).toBe('Salvato in /home/m/fattura.pdf')
  })

  it('a cancelled dialog says nothing', async () => {
    const s = saver(vi.fn(async () => null))
    await s.save(new Uint8Array([1]), 'fattura.pdf', [])
    expect(s.message.value).toBeNull()
  })

  it('keeps only the system’s reason of an IPC failure', () => {
    expect(saveFailureReason(new Error("Error invoking remote method 'desktop:save-file': Error: ENOSPC: no space left on device"))).toBe('ENOSPC: no space left on device')
    expect(saveFailureReason(new Error('EACCES: permission denied'))).toBe('EACCES: permission denied')
    expect(saveFailureReason('disk gone')).toBe('disk gone')
  })
})

// The desktop app's main process saves only the kinds of file it lists (main/ipc.ts): a filter a
// screen uses and main does not know failed only in the app ("Export HAR", a darwin JPEG).
describe('the kinds of file the screens save', () => {
  it('are each one the desktop app saves', async () => {
    const { parseSaveRequest } = await import('../../../main/ipc')
    const filters = await import('@/composables/use-save-file')
    const { saveFilterOf } = await import('@/features/darwin/file-check')
    const used = [
      ...Object.entries(filters)
        .filter(([name]) => name.endsWith('_FILTER'))
        .map(([, value]) => value as FileFilter[]),
      saveFilterOf('image/jpeg'),
      saveFilterOf('application/pdf'),
    ]
    expect(used.length).toBeGreaterThanOrEqual(8)
    for (const f of used) expect(() => parseSaveRequest({ bytes: new Uint8Array([1]), suggestedName: 'a', filters: f }), JSON.stringify(f)).not.toThrow()
  })
})
