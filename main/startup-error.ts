/**
 * The window shown when the gateway cannot start (or keeps crashing): what went wrong, in the app's language, and
 * where the log is. A native dialog: it needs no renderer, so it works when nothing else does.
 */
import type { Dialog } from 'electron'
import type { Language } from '../preload/api.js'
import type { GatewayFailure } from './gateway.js'

export type StartupChoice = 'quit' | 'open-logs' | 'use-sandbox'

const TEXT = {
  it: {
    title: 'Avvio non riuscito',
    message: {
      newer_data: 'La cartella dei dati è stata creata da una versione più recente di questa app.',
      data_in_use: 'La cartella dei dati è già in uso da un altro server locale (un npm run serve, o la sandbox avviata da riga di comando).',
      native_module: 'Il modulo del database non è compatibile con questa versione dell’app.',
      live_settings: 'La modalità reale non è configurata, o un segreto salvato non si può leggere.',
      start_failed: 'Il server locale non si è avviato.',
      crashed: 'Il server locale si è fermato più volte in modo inatteso.',
    },
    hint: {
      newer_data: 'Aggiornare l’app, oppure spostare altrove la cartella dei dati e riavviare.',
      data_in_use: 'Chiudere l’altro server e riavviare l’app.',
      native_module: 'Reinstallare l’app. Da sorgente: npm run rebuild:electron-sqlite.',
      live_settings: 'Tornare alla sandbox e completare le impostazioni della modalità reale.',
      start_failed: 'I dettagli sono nel log.',
      crashed: 'I dettagli sono nel log; riavviare l’app.',
    },
    details: 'Dettagli',
    data: 'Cartella dei dati',
    log: 'Log',
    quit: 'Esci',
    openLogs: 'Apri la cartella dei log',
    useSandbox: 'Usa la sandbox',
  },
  en: {
    title: 'Cannot start',
    message: {
      newer_data: 'The data folder was written by a newer version of this app.',
      data_in_use: 'The data folder is in use by another local server (an npm run serve, or the sandbox started from the command line).',
      native_module: 'The database module does not match this version of the app.',
      live_settings: 'Live mode is not set up, or a stored secret cannot be read.',
      start_failed: 'The local server did not start.',
      crashed: 'The local server stopped unexpectedly, more than once.',
    },
    hint: {
      newer_data: 'Update the app, or move the data folder elsewhere and start again.',
      data_in_use: 'Stop the other server and start the app again.',
      native_module: 'Reinstall the app. From source: npm run rebuild:electron-sqlite.',
      live_settings: 'Switch back to the sandbox and complete the live-mode settings.',
      start_failed: 'The log has the details.',
      crashed: 'The log has the details; start the app again.',
    },
    details: 'Details',
    data: 'Data folder',
    log: 'Log',
    quit: 'Quit',
    openLogs: 'Open the log folder',
    useSandbox: 'Use the sandbox',
  },
} as const

export interface StartupErrorView {
  readonly title: string
  readonly message: string
  readonly detail: string
  readonly buttons: { label: string; choice: StartupChoice }[]
}

/** `live`: the failed start was in live mode, so switching back to the sandbox is offered. */
export function startupErrorView(failure: GatewayFailure, language: Language, dataDir: string, logFile: string, live = false): StartupErrorView {
  const t = TEXT[language]
  const buttons: StartupErrorView['buttons'] = [
    { label: t.quit, choice: 'quit' },
    { label: t.openLogs, choice: 'open-logs' },
    ...(live || failure.code === 'live_settings' ? [{ label: t.useSandbox, choice: 'use-sandbox' as const }] : []),
  ]
  return {
    title: t.title,
    message: `${t.message[failure.code]} ${t.hint[failure.code]}`,
    detail: `${t.details}: ${failure.message}\n\n${t.data}: ${dataDir}\n${t.log}: ${logFile}`,
    buttons,
  }
}

export async function showStartupError(dialog: Pick<Dialog, 'showMessageBox'>, view: StartupErrorView): Promise<StartupChoice> {
  const { response } = await dialog.showMessageBox({
    type: 'error',
    title: view.title,
    message: view.message,
    detail: view.detail,
    buttons: view.buttons.map((b) => b.label),
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  })
  return view.buttons[response]?.choice ?? 'quit'
}
