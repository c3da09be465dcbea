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
    click.mockRestore()
  })
})
