import * as statisticsContract from '../../contract/statistics.js'
import { defineArea, operationsOf } from '../area.js'
import { registerStatistics } from './routes.js'

/** The public statistics (docs/statistics.md): listed under the `public` tag, no token needed. */
export const statisticsArea = defineArea({
  name: 'statistics',
  operations: operationsOf(statisticsContract),
  register: registerStatistics,
})
