/**
 * The sandboxed preload: exposes `window.desktop` (DesktopApi) and nothing else. One function per
 * capability, each bound to its own channel; no generic invoke or send reaches the renderer.
 */
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron'
import { DESKTOP_CHANNELS as C, DESKTOP_EVENTS, DESKTOP_GLOBAL, type DesktopApi, LIVE_SETTINGS_FIELDS, type LiveSettingsUpdate, SECRET_NAMES, type UpdateStatus } from './api.js'

/** Copies only the declared fields (main validates them again). */
function pick<K extends string>(from: Partial<Record<K, unknown>> | undefined, keys: readonly K[]): Partial<Record<K, unknown>> {
  const out: Partial<Record<K, unknown>> = {}
  for (const k of keys) if (from?.[k] !== undefined) out[k] = from[k]
  return out
}

const liveUpdate = (update: LiveSettingsUpdate) => ({
  mode: update.mode,
  live: pick(update.live, LIVE_SETTINGS_FIELDS),
  ...(update.secrets ? { secrets: pick(update.secrets, SECRET_NAMES) } : {}),
})

export const desktopApi: DesktopApi = {
  saveFile: (request) =>
    // Only the three declared fields cross; a copy of the bytes, not the caller's buffer.
    ipcRenderer.invoke(C.saveFile, {
      bytes: new Uint8Array(request.bytes),
      suggestedName: request.suggestedName,
      filters: request.filters.map((f) => ({ name: f.name, extensions: [...f.extensions] })),
    }),
  openDataFolder: () => ipcRenderer.invoke(C.openDataFolder),
  getVersion: () => ipcRenderer.invoke(C.getVersion),
  getSettings: () => ipcRenderer.invoke(C.getSettings),
  updateSettings: (patch) =>
    ipcRenderer.invoke(C.updateSettings, {
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      ...(patch.updates !== undefined ? { updates: { enabled: patch.updates.enabled, channel: patch.updates.channel } } : {}),
    }),
  updateLiveSettings: (update) => ipcRenderer.invoke(C.updateLiveSettings, liveUpdate(update)),
  restartGateway: () => ipcRenderer.invoke(C.restartGateway),
  showNotification: (request) => ipcRenderer.invoke(C.showNotification, { title: request.title, body: request.body }),
  getUpdateStatus: () => ipcRenderer.invoke(C.getUpdateStatus),
  checkForUpdates: () => ipcRenderer.invoke(C.checkForUpdates),
  downloadUpdate: () => ipcRenderer.invoke(C.downloadUpdate),
  installUpdate: () => ipcRenderer.invoke(C.installUpdate),
  onUpdateStatus: (listener) => {
    // Only the status reaches the page, never the IPC event (its `sender` would be a way back into Electron).
    const relay = (_event: IpcRendererEvent, status: UpdateStatus) => listener(status)
    ipcRenderer.on(DESKTOP_EVENTS.updateStatusChanged, relay)
    return () => {
      ipcRenderer.removeListener(DESKTOP_EVENTS.updateStatusChanged, relay)
    }
  },
}

contextBridge.exposeInMainWorld(DESKTOP_GLOBAL, desktopApi)
