// The instants and machine time zones at which `npm run test:clock` runs the date-sensitive suites
// (scripts/test-clock.mjs). Each instant carries the offset of Europe/Rome at that moment, so it
// names the same instant whatever TZ the run has. Together they cover: 23:30 and 00:30 in Rome
// (after midnight the registry's date is ahead of the UTC date), the last day of a year and the
// first of the next, both daylight-saving changes, and 29 February; and the zones UTC, Europe/Rome
// and America/Los_Angeles (behind UTC, where the machine's date lags the registry's most).
export const CLOCK_MATRIX = [
  { name: 'year-end', at: '2026-12-31T23:30:00+01:00', tz: 'UTC', why: '23:30 in Rome on the last day of a year, the same date in UTC' },
  { name: 'new-year', at: '2027-01-01T00:30:00+01:00', tz: 'America/Los_Angeles', why: '00:30 in Rome in a new year, still the old year and day in UTC and Los Angeles' },
  { name: 'dst-spring', at: '2027-03-28T03:30:00+02:00', tz: 'Europe/Rome', why: 'just after the clocks go forward: a 23-hour day' },
  { name: 'dst-autumn', at: '2027-10-31T02:30:00+01:00', tz: 'America/Los_Angeles', why: 'the repeated hour after the clocks go back: a 25-hour day' },
  { name: 'leap-day', at: '2028-02-29T00:30:00+01:00', tz: 'Europe/Rome', why: '29 February, 00:30 in Rome, 28 February in UTC' },
]

// Every suite whose answers depend on the date, the hour or the zone: the demo data set (anchored
// on the registry's day), darwin deadlines, the credit ledger on a date, payment and invoice
// dates, date filters, events, token and cache times (the darwin search pages are kept per
// registry date), the sandbox clock and reset, the renderer's date formats and date field, and the
// build's file-time check. Suites that read neither the process clock nor the zone (validation,
// schemas, lint rules, the DNS check, PDFs from fixed dates) run once, in `npm run test:unit`:
// running them at five instants proved nothing more and cost CI minutes.
export const CLOCK_SENSITIVE_SUITES = [
  'tests/unit/local-server/time.test.ts',
  'tests/unit/local-server/core/clock.test.ts',
  'tests/unit/local-server/core/tokens.test.ts',
  'tests/unit/local-server/db/search.test.ts',
  'tests/unit/local-server/db/seed/scale.test.ts',
  'tests/unit/local-server/features/darwin/deadline.test.ts',
  'tests/unit/local-server/features/invoices/issue.test.ts',
  'tests/unit/local-server/features/invoices/format.test.ts',
  'tests/unit/local-server/features/payments/cards.test.ts',
  'tests/unit/local-server/gateway/upstream-token.test.ts',
  'tests/unit/build/scripts.test.ts',
  'tests/unit/renderer/composables/use-format.test.ts',
  'tests/unit/renderer/components/date-field.test.ts',
  'tests/unit/renderer/features/gateway',
  'tests/unit/renderer/features/payments-bank-form.test.ts',
  'tests/unit/renderer/features/darwin',
  'tests/api/darwin-requests.test.ts',
  'tests/api/darwin-workflow.test.ts',
  'tests/api/darwin-registry.test.ts',
  'tests/api/darwin-documents-demo.test.ts',
  'tests/api/credit.test.ts',
  'tests/api/payments.test.ts',
  'tests/api/payments-bank.test.ts',
  'tests/api/payments-card.test.ts',
  'tests/api/invoices.test.ts',
  'tests/api/invoices-search.test.ts',
  'tests/api/registrar.test.ts',
  'tests/api/registrar-events.test.ts',
  'tests/api/customer-gdpr.test.ts',
  'tests/api/security-users.test.ts',
  'tests/api/storage.test.ts',
  'tests/api/oauth.test.ts',
  'tests/api/sandbox-clock.test.ts',
  'tests/api/sandbox-reset.test.ts',
  'tests/api/search-page-cache.test.ts',
  'tests/api/darwin-totals.test.ts',
  'tests/api/rules-registry-date.test.ts',
  'tests/api/live-offline.test.ts',
]
