import { defineFeature } from '../feature'

/**
 * The live contract monitor's texts: no screen of its own; its components (the per-operation
 * summary, a record's findings) are shown by the Requests screen.
 */
export const contractMonitorFeature = defineFeature({
  name: 'contract-monitor',
  locales: () => import('./locales').then((m) => m.contractMonitorLocales),
})
