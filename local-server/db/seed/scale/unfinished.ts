import type { Settings } from '../../../core/settings.js'

/**
 * A folder `seed:scale` is still filling, or stopped filling (Ctrl-C, a crash, a full disk): its
 * indexes and triggers are dropped during the load, so a server on it would answer wrong totals
 * and 500s. The generator marks the folder before the load and clears the mark once it is whole;
 * a server refuses a marked folder (app.ts createContext).
 */
const SETTING = 'scale.generating'

export class UnfinishedScaleFolderError extends Error {
  constructor(folder: string) {
    super(`The data folder ${folder} was being filled by npm run seed:scale, which did not finish. Delete it and generate it again.`)
    this.name = 'UnfinishedScaleFolderError'
  }
}

export const markScaleGenerationStarted = (settings: Settings): void => settings.set(SETTING, 'started')
export const markScaleGenerationDone = (settings: Settings): void => settings.remove(SETTING)
export const isScaleGenerationUnfinished = (settings: Settings): boolean => settings.get(SETTING) !== undefined
