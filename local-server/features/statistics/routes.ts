import type { FastifyInstance } from 'fastify'
import {
  statisticsDnssec,
  statisticsNationalities,
  statisticsProvinces,
  statisticsRegions,
  statisticsRegistrantTypes,
  statisticsRegistrarGrowth,
  statisticsRegistrars,
  statisticsTotals,
} from '../../contract/statistics.js'
import type { AppContext } from '../../context.js'
import { mount, SerializedJson } from '../../mount.js'
import { createStatisticsRepository } from './repository.js'
import { createStatisticsService, type SerializedAnswer } from './service.js'

/** A series by day comes serialized already (service.ts); the others are objects Fastify serializes. */
const sent = <T extends object>(answer: T | SerializedAnswer): T | SerializedJson =>
  'json' in answer ? new SerializedJson(answer.json) : (answer as T)

export function registerStatistics(app: FastifyInstance, ctx: AppContext): void {
  const repo = createStatisticsRepository(ctx.db)
  // A full reset empties the tables and may give the sandbox registrars another contract date.
  ctx.onReset(() => repo.forget())
  const service = createStatisticsService(repo, ctx.clock)

  mount(app, ctx.auth, statisticsTotals, ({ query }) => sent(service.totals(query)))
  mount(app, ctx.auth, statisticsDnssec, ({ query }) => sent(service.dnssec(query)))
  mount(app, ctx.auth, statisticsRegistrantTypes, ({ query }) => service.registrantTypes(query))
  mount(app, ctx.auth, statisticsRegions, ({ query }) => service.regions(query))
  mount(app, ctx.auth, statisticsProvinces, ({ query }) => service.provinces(query))
  mount(app, ctx.auth, statisticsNationalities, ({ query }) => service.nationalities(query))
  mount(app, ctx.auth, statisticsRegistrars, ({ query }) => service.registrars(query))
  mount(app, ctx.auth, statisticsRegistrarGrowth, ({ query }) => service.growth(query))
}
