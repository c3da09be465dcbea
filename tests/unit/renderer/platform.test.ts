import { afterEach, describe, expect, it, vi } from 'vitest'
import { choosePlatform } from '@/platform/choose'

afterEach(() => {
  delete window.desktop
})

describe('the platform', () => {
  it('in the desktop app, saves through the system dialog of the preload API', async () => {
    const saveFile = vi.fn(async () => '/home/u/fattura.pdf')
    window.desktop = {
      saveFile,
      openDataFolder: vi.fn(async () => undefined),
      getVersion: vi.fn(async () => '0.1.0'),
      getSettings: vi.fn(),
      updateSettings: vi.fn(),
    } as never
    const platform = choosePlatform()
    expect(platform.kind).toBe('desktop')
    const bytes = new Uint8Array([37, 80, 68, 70])
    expect(await platform.saveFile(bytes, 'fattura.pdf', [{ name: 'PDF', extensions: ['pdf'] }])).toBe('/home/u/fattura.pdf')
    expect(saveFile).toHaveBeenCalledWith({ bytes, suggestedName: 'fattura.pdf', filters: [{ name: 'PDF', extensions: ['pdf'] }] })
    expect(await platform.appVersion()).toBe('0.1.0')
    // An export written in chunks crosses to the save dialog as one array.
    await platform.saveFile([new Uint8Array([1, 2]), new Uint8Array([3])], 'pagamenti.csv', [{ name: 'CSV', extensions: ['csv'] }])
    expect(saveFile).toHaveBeenLastCalledWith({ bytes: new Uint8Array([1, 2, 3]), suggestedName: 'pagamenti.csv', filters: [{ name: 'CSV', extensions: ['csv'] }] })
  })

  it('in the desktop app, notifications and the language go to the preload API; the web build has neither', async () => {
    const showNotification = vi.fn(async () => 'clicked' as const)
    const updateSettings = vi.fn(async () => ({}))
    window.desktop = { showNotification, updateSettings } as never
    const desktop = choosePlatform()
    await expect(desktop.notify!({ title: 'Credito esaurito', body: '' })).resolves.toBe('clicked')
    expect(showNotification).toHaveBeenCalledWith({ title: 'Credito esaurito', body: '' })
    await desktop.setLanguage!('en')
    expect(updateSettings).toHaveBeenCalledWith({ language: 'en' })
    delete window.desktop
    const web = choosePlatform()
    expect(web.notify).toBeUndefined()
    expect(web.setLanguage).toBeUndefined()
  })

  it('in a browser, saving is a download of the bytes', async () => {
    const platform = choosePlatform()
    expect(platform.kind).toBe('web')
    const clicks: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download)
    })
    expect(await platform.saveFile(new Uint8Array([1]), 'report.csv', [{ name: 'CSV', extensions: ['csv'] }])).toBe('report.csv')
    expect(clicks).toEqual(['report.csv'])
    // Chunks become one Blob, typed by the file's kind.
    const blobs: Blob[] = []
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:x'))
    await platform.saveFile([new Uint8Array([80, 75]), new Uint8Array([3, 4])], 'fatture.zip', [{ name: 'ZIP', extensions: ['zip'] }])
    expect(blobs[0]!.type).toBe('application/zip')
    expect(new Uint8Array(await blobs[0]!.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]))
    createObjectURL.mockRestore()
    click.mockRestore()
  })
})
