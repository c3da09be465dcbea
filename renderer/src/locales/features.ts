/**
 * Each feature keeps its messages beside its screens (features/<area>/locales.ts); they are
 * merged here into the two languages. Listed explicitly, like the routes.
 */
import { creditLocales } from '@/features/credit/locales'
import { darwinLocales } from '@/features/darwin/locales'
import { exportsLocales } from '@/features/exports/locales'
import { gatewayLocales } from '@/features/gateway/locales'
import { invoicesLocales } from '@/features/invoices/locales'
import { paymentsLocales } from '@/features/payments/locales'
import { securityLocales } from '@/features/security/locales'
import { settingsLocales } from '@/features/settings/locales'
import { errorLocales } from './errors'

// The API's error messages first: a feature may word a code its own way under its section.
export const featureLocales = [errorLocales, invoicesLocales, paymentsLocales, creditLocales, securityLocales, darwinLocales, settingsLocales, gatewayLocales, exportsLocales]
