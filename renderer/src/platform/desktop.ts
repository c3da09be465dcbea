import type { DesktopApi } from '../../../preload/api'
import type { Platform } from './index'

/** The desktop app: the preload's small typed API (`window.desktop`) behind the same interface. */
export function createDesktopPlatform(desktop: DesktopApi): Platform {
  return {
    kind: 'desktop',
    saveFile: (bytes, suggestedName, filters) => desktop.saveFile({ bytes, suggestedName, filters }),
    openDataFolder: () => desktop.openDataFolder(),
    appVersion: () => desktop.getVersion(),
    liveSettings: {
      read: () => desktop.getSettings(),
      save: (update) => desktop.updateLiveSettings(update),
      restart: () => desktop.restartGateway(),
    },
  }
}
