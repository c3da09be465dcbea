/**
 * Every feature of the renderer, listed once and explicitly (like the server's areas): the router's
 * routes and the messages of both languages come from this list, in its order.
 */
import type { Feature } from './feature'
import { alertsFeature } from './alerts/feature'
import { apiReferenceFeature } from './api-reference/feature'
import { authFeature } from './auth/feature'
import { contractMonitorFeature } from './contract-monitor/feature'
import { creditFeature } from './credit/feature'
import { customerFeature } from './customer/feature'
import { darwinFeature } from './darwin/feature'
import { dnsFeature } from './dns/feature'
import { exportsFeature } from './exports/feature'
import { gatewayFeature } from './gateway/feature'
import { homeFeature } from './home/feature'
import { invoicesFeature } from './invoices/feature'
import { faultsFeature } from './faults/feature'
import { paymentsFeature } from './payments/feature'
import { registrarFeature } from './registrar/feature'
import { registrySideFeature } from './registry-side/feature'
import { requestsFeature } from './requests/feature'
import { securityFeature } from './security/feature'
import { settingsFeature } from './settings/feature'
import { statisticsFeature } from './statistics/feature'
import { usersFeature } from './users/feature'

export const features: readonly Feature[] = [
  authFeature,
  homeFeature,
  invoicesFeature,
  paymentsFeature,
  creditFeature,
  registrarFeature,
  securityFeature,
  customerFeature,
  usersFeature,
  darwinFeature,
  settingsFeature,
  gatewayFeature,
  exportsFeature,
  dnsFeature,
  alertsFeature,
  statisticsFeature,
  contractMonitorFeature,
  registrySideFeature,
  faultsFeature,
  apiReferenceFeature,
  requestsFeature,
]
