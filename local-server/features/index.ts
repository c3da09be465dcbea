/**
 * Every area of the API, listed once and explicitly (bundlers break folder scanning). Each area
 * declares itself in `features/<area>/area.ts`; from this list come the routes `buildApp`
 * registers, the seeders of the demo data set and their order, and the OpenAPI document's tags.
 * The order is the document's order of tags and the seeding order: the registrar's own data comes
 * before the areas that use it.
 */
import type { ApiTag, Area, AreaSeeder } from './area.js'
import { creditArea } from './credit/area.js'
import { customerArea } from './customer/area.js'
import { darwinArea } from './darwin/area.js'
import { dnsArea } from './dns/area.js'
import { invoicesArea } from './invoices/area.js'
import { oauthArea } from './oauth/area.js'
import { paymentsArea } from './payments/area.js'
import { publicArea } from './public/area.js'
import { registrarArea } from './registrar/area.js'
import { sandboxArea } from './sandbox/area.js'
import { statisticsArea } from './statistics/area.js'
import { securityArea } from './security/area.js'

export const areas: readonly Area[] = [
  oauthArea,
  customerArea,
  registrarArea,
  creditArea,
  paymentsArea,
  invoicesArea,
  securityArea,
  darwinArea,
  publicArea,
  dnsArea,
  statisticsArea,
  sandboxArea,
]

/** The areas' own tags, in the list's order. */
export const areaTags: readonly ApiTag[] = areas.flatMap((a) => (a.tag ? [a.tag] : []))

/** The areas' seeders, in the list's order. */
export const areaSeeders: readonly AreaSeeder[] = areas.flatMap((a) => (a.seed ? [a.seed] : []))
