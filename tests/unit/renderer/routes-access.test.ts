/**
 * Who may open a screen is who may call the operations it shows. The routes read the access rules
 * from `@contract/access` (which loads no schema, so the sign-in screen's bundle stays small):
 * this holds each screen's groups to its operation's own `access`, so the two cannot drift apart.
 */
import { describe, expect, it } from 'vitest'
import type { OperationDef } from '@contract/operation'
import { creditGet } from '@contract/credit'
import { contractGet } from '@contract/customer'
import { gdprGet } from '@contract/customer-gdpr'
import { darwinRequestsList } from '@contract/darwin-requests'
import { faultsList } from '@contract/faults'
import { invoicesGet, invoicesList } from '@contract/invoices'
import { paymentsCreateBank, paymentsGet, paymentsList } from '@contract/payments'
import { contactsCreate, publicInfoPut, registrarEventsList } from '@contract/registrar'
import { sandboxReset } from '@contract/sandbox'
import { ipAddressesList, userCurrent, usersList } from '@contract/security'
import { featureRoutes } from '@/router'

const screens: Record<string, OperationDef> = {
  credit: creditGet,
  payments: paymentsList,
  payment: paymentsGet,
  'payment-new-bank': paymentsCreateBank,
  invoices: invoicesList,
  invoice: invoicesGet,
  'darwin-queue': darwinRequestsList,
  'registrar-data': contractGet,
  gdpr: gdprGet,
  'public-info': publicInfoPut,
  'registrar-contacts': contactsCreate,
  'registrar-events': registrarEventsList,
  'ip-allow-list': ipAddressesList,
  users: usersList,
  'my-profile': userCurrent,
  'registry-side': sandboxReset,
  faults: faultsList,
}

describe("the screens' access", () => {
  it.each(Object.entries(screens))('%s opens for the groups its operation allows', (name, operation) => {
    const route = featureRoutes.find((r) => r.name === name)
    expect(route, name).toBeDefined()
    const groups = operation.access.public ? undefined : operation.access.groups
    expect(groups, 'every one of these screens needs a session').toBeDefined()
    expect(route!.meta?.groups).toEqual(groups)
  })
})
