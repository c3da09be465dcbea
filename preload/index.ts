/**
 * The sandboxed preload: exposes `window.desktop` (DesktopApi) and nothing else. One function per
 * capability, each bound to its own channel; no generic invoke or send reaches the renderer.
 */
import { contextBridge, ipcRenderer } from 'electron'
import { DESKTOP_CHANNELS as C, DESKTOP_GLOBAL, type DesktopApi } from './api.js'

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
      ...(patch.mode !== undefined ? { mode: patch.mode } : {}),
      ...(patch.upstream !== undefined ? { upstream: patch.upstream } : {}),
    }),
}

contextBridge.exposeInMainWorld(DESKTOP_GLOBAL, desktopApi)
