import type { DnsValidationResult } from '@contract/dns'

/** The outcome part of a failed validation of example.it, for the report's tests to add checks and queries to. */
export const failedResult: Omit<DnsValidationResult, 'tests' | 'queries'> = {
  domain: 'example.it.',
  status: 'FAILED',
  validationId: '9b2c0000-0000-4000-8000-000000000001',
  validationDate: Date.parse('2026-03-01T10:15:00+01:00'),
  version: '1.0',
}
