import type { DesktopApi } from '../../../preload/api'
import { joinChunks, type Platform } from './index'

/** The desktop app: the preload's small typed API (`window.desktop`) behind the same interface. */
export function createDesktopPlatform(desktop: DesktopApi): Platform {
  return {
    kind: 'desktop',
    // The save dialog's channel takes one array: chunks are joined here, once, as they cross.
    saveFile: (data, suggestedName, filters) => desktop.saveFile({ bytes: joinChunks(data), suggestedName, filters }),
    openDataFolder: () => desktop.openDataFolder(),
    appVersion: () => desktop.getVersion(),
    liveSettings: {
      read: () => desktop.getSettings(),
      save: (update) => desktop.updateLiveSettings(update),
      restart: () => desktop.restartGateway(),
    },
    updates: {
      read: async () => {
        const settings = await desktop.getSettings()
        return { updates: settings.updates, supported: settings.updatesSupported }
      },
      save: async (updates) => (await desktop.updateSettings({ updates })).updates,
      status: () => desktop.getUpdateStatus(),
      check: () => desktop.checkForUpdates(),
      download: () => desktop.downloadUpdate(),
      install: () => desktop.installUpdate(),
      watch: (listener) => desktop.onUpdateStatus(listener),
    },
    notify: (message) => desktop.showNotification(message),
    setLanguage: async (language) => void (await desktop.updateSettings({ language })),
  }
}
