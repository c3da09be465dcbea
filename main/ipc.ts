/**
 * The main-process side of DesktopApi: one handler per channel of preload/api.ts, each first
 * checking that the call comes from the gateway's origin, then validating its input.
 */
import path from 'node:path'
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { Value } from 'typebox/value'
import {
  DESKTOP_CHANNELS as C,
  type DesktopSettings,
  type LiveSettingsResult,
  type Mode,
  type NotificationOutcome,
  type NotificationRequest,
  NotificationRequestSchema,
  type RestartResult,
  type SaveFileFilter,
  type UpdateStatus,
} from '../preload/api.js'
import { applyLiveUpdate, publicSettings } from './live-settings.js'
import type { SecretBox } from './secrets.js'
import { assertTrustedSender, type OriginSource } from './security.js'
import type { SettingsStore, StoredSettings } from './settings.js'
import type { Updater } from './updater.js'

/** The largest file the renderer may ask to save (a big PDF, a long export, a ZIP of PDFs). */
export const MAX_SAVE_BYTES = 200 * 1024 * 1024
/**
 * The kinds of file the screens save (their filters: renderer/src/composables/use-save-file.ts,
 * a darwin document's type), and no other: not a program or a shortcut. A unit test
 * (tests/unit/renderer/save-file.test.ts) checks every filter of the screens is here.
 */
const SAVABLE_EXTENSIONS = new Set(['pdf', 'jpg', 'jpeg', 'csv', 'xlsx', 'zip', 'json', 'har'])

export class InvalidRequestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidRequestError'
  }
}

export interface ValidSaveRequest {
  readonly bytes: Uint8Array
  readonly suggestedName: string
  readonly filters: SaveFileFilter[]
}

/** Checks a save request field by field: the renderer is not trusted with the file system. */
export function parseSaveRequest(input: unknown): ValidSaveRequest {
  if (!input || typeof input !== 'object') throw new InvalidRequestError('save request must be an object')
  const { bytes, suggestedName, filters } = input as Record<string, unknown>
  if (!(bytes instanceof Uint8Array)) throw new InvalidRequestError('bytes must be a Uint8Array')
  if (bytes.byteLength > MAX_SAVE_BYTES) throw new InvalidRequestError('file too large')
  if (typeof suggestedName !== 'string' || suggestedName.length > 255) throw new InvalidRequestError('invalid suggestedName')
  // Only a file name: the dialog decides the folder, never the renderer.
  const name = path.basename(suggestedName.replaceAll('\\', '/')).replace(/[\0-\x1f<>:"|?*]/g, '_')
  if (name === '' || name === '.' || name === '..') throw new InvalidRequestError('invalid suggestedName')
  if (!Array.isArray(filters) || filters.length === 0 || filters.length > 4) throw new InvalidRequestError('invalid filters')
  const clean = filters.map((f: unknown): SaveFileFilter => {
    const { name: label, extensions } = (f ?? {}) as Record<string, unknown>
    if (typeof label !== 'string' || label.length === 0 || label.length > 100) throw new InvalidRequestError('invalid filter name')
    if (!Array.isArray(extensions) || extensions.length === 0 || !extensions.every((e) => typeof e === 'string' && SAVABLE_EXTENSIONS.has(e))) {
      throw new InvalidRequestError(`only files of these kinds can be saved: ${[...SAVABLE_EXTENSIONS].join(', ')}`)
    }
    return { name: label, extensions: [...(extensions as string[])] }
  })
  return { bytes, suggestedName: name, filters: clean }
}

/** A notification's title and body, nothing else, as the preload's schema says. */
function parseNotificationRequest(input: unknown): NotificationRequest {
  if (!Value.Check(NotificationRequestSchema, input)) {
    const first = Value.Errors(NotificationRequestSchema, input)[0]
    throw new InvalidRequestError(`invalid notification ${first?.instancePath ?? ''}: ${first?.message ?? 'invalid'}`)
  }
  return { title: input.title, body: input.body }
}

export interface IpcDeps {
  /** The running gateway's origin (a function once a restart can move it). */
  readonly gatewayOrigin: OriginSource
  /** The running gateway's data folder (the sandbox's or live mode's). */
  readonly dataDir: string | (() => string)
  readonly downloadsDir: string
  readonly version: string
  readonly settings: SettingsStore
  readonly secrets: SecretBox
  /** The mode the gateway runs in now (the saved one may differ until a restart). */
  runningMode(): Mode
  /** Whether this copy of the app can update itself (main/updater.ts). */
  readonly updatesSupported: boolean
  /** The updater, where this copy can update itself; the Settings screen's check, download and install. */
  readonly updates: () => Updater | undefined
  /** Restarts the gateway with the saved settings and reloads the window on it. */
  restartGateway(): Promise<RestartResult>
  /** Shows the save dialog; the chosen path or undefined when cancelled. */
  chooseSavePath(event: IpcMainInvokeEvent, defaultPath: string, filters: SaveFileFilter[]): Promise<string | undefined>
  writeFile(file: string, bytes: Uint8Array): Promise<void>
  /** Shows a folder in the file manager; an error message, or '' when done. */
  openPath(folder: string): Promise<string>
  /** Called after the settings changed, e.g. to rebuild the menu in the new language. */
  onSettingsChanged(settings: StoredSettings): void
  /** Shows a system notification (notifications.ts). */
  notify(request: NotificationRequest): Promise<NotificationOutcome>
}

/** The status of a copy that cannot update itself: nothing ever happens. */
const NO_UPDATES: UpdateStatus = { state: 'idle' }

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown

function ipcHandlers(deps: IpcDeps): Record<string, Handler> {
  // What the renderer sees of the settings: secrets only as "set or not".
  const view = (stored: StoredSettings): DesktopSettings =>
    publicSettings(stored, { secretStorage: deps.secrets.available(), runningMode: deps.runningMode(), updatesSupported: deps.updatesSupported })
  return {
    [C.saveFile]: async (event, input) => {
      const request = parseSaveRequest(input)
      const target = await deps.chooseSavePath(event, path.join(deps.downloadsDir, request.suggestedName), request.filters)
      if (!target) return null
      await deps.writeFile(target, request.bytes)
      return target
    },
    [C.openDataFolder]: async () => {
      const error = await deps.openPath(typeof deps.dataDir === 'function' ? deps.dataDir() : deps.dataDir)
      if (error) throw new Error(`could not open the data folder: ${error}`)
    },
    [C.getVersion]: () => deps.version,
    [C.getSettings]: () => view(deps.settings.get()),
    [C.updateSettings]: (_event, patch) => {
      const next = deps.settings.update(patch)
      deps.onSettingsChanged(next)
      return view(next)
    },
    [C.updateLiveSettings]: (_event, update): LiveSettingsResult => {
      const outcome = applyLiveUpdate(deps.settings.get(), update, deps.secrets)
      if (!outcome.ok) return { ok: false, problems: outcome.problems }
      return { ok: true, settings: view(deps.settings.replace(outcome.next)) }
    },
    [C.restartGateway]: () => deps.restartGateway(),
    [C.showNotification]: (_event, input) => deps.notify(parseNotificationRequest(input)),
    [C.getUpdateStatus]: () => deps.updates()?.status() ?? NO_UPDATES,
    [C.checkForUpdates]: async () => (await deps.updates()?.checkFromSettings()) ?? NO_UPDATES,
    [C.downloadUpdate]: async () => (await deps.updates()?.download()) ?? NO_UPDATES,
    [C.installUpdate]: () => {
      deps.updates()?.install()
    },
  }
}

/** Registers every handler behind the sender check; returns a function that removes them. */
export function registerIpc(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, deps: IpcDeps): () => void {
  const handlers = ipcHandlers(deps)
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, ...args) => {
      assertTrustedSender(event, deps.gatewayOrigin)
      return handler(event, ...args)
    })
  }
  return () => {
    for (const channel of Object.keys(handlers)) ipcMain.removeHandler(channel)
  }
}
