/**
 * The registry's side of the test platform that is not tied to one area: its clock and the
 * reset to the demo data set. Areas declare their own sandbox controls beside their operations,
 * under `/sandbox/<area>/…` with the tag `Sandbox`.
 */
import { Type } from 'typebox'
import { DateTime } from './common.js'
import { defineOperation } from './operation.js'

export const SANDBOX_ACCESS = { groups: ['admin'] } as const

const ClockSchema = Type.Object({
  now: DateTime('The sandbox time'),
  moved: Type.Boolean({ description: 'True when the clock is not the real time' }),
  frozen: Type.Boolean({ description: 'True when the clock stands still' }),
})

/** The instant the clock is moved to: a year from 2000 to 2199 (core/clock.ts enforces it too). */
const ClockInstant = Type.String({
  format: 'date-time',
  pattern: '^2[01]\\d\\d-',
  description: 'The new sandbox time, with `Z` or a numeric offset; from 2000-01-01T00:00:00+01:00 to 2199-12-31T23:59:59+01:00',
  examples: ['2026-03-01T10:15:00+01:00'],
})

export const sandboxClockGet = defineOperation({
  id: 'sandbox.clock.get',
  errorCodes: [],
  method: 'GET',
  url: '/sandbox/clock',
  tag: 'Sandbox',
  summary: "Read the sandbox's clock",
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: ClockSchema,
  errors: [401, 403],
})

export const sandboxClockSet = defineOperation({
  id: 'sandbox.clock.set',
  errorCodes: [],
  method: 'PUT',
  url: '/sandbox/clock',
  tag: 'Sandbox',
  summary: "Move the sandbox's clock",
  description:
    'Business time (payments, invoices, credit, darwin deadlines) follows this clock. Time flows on from `now` unless `frozen`. `now` must fall in the years 2000 to 2199 (Europe/Rome); another instant answers 400 and leaves the clock alone. Token expiry follows real time.',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  body: Type.Object({ now: ClockInstant, frozen: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false }),
  successStatus: 200,
  response: ClockSchema,
  errors: [400, 401, 403],
})

export const sandboxClockReset = defineOperation({
  id: 'sandbox.clock.reset',
  errorCodes: [],
  method: 'DELETE',
  url: '/sandbox/clock',
  tag: 'Sandbox',
  summary: "Put the sandbox's clock back to the real time",
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: ClockSchema,
  errors: [401, 403],
})

export const sandboxReset = defineOperation({
  id: 'sandbox.reset',
  errorCodes: [],
  method: 'POST',
  url: '/sandbox/reset',
  tag: 'Sandbox',
  summary: "Reset the caller's registrar to the demo data set",
  description:
    "The caller's registrar's data and stored files (payments, invoices and their PDFs, credit, registrar data, users, IP addresses, darwin requests and documents) " +
    'go back to what a new data folder holds for that registrar. Other registrars\' data and the sandbox clock (shared by all registrars) are untouched; ' +
    'put the clock back with `DELETE /sandbox/clock`. Users keep their ids, so tokens stay valid. ' +
    'Resetting the whole sandbox, every registrar, is for whoever runs the server: `npm run serve -- --reset`.',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  successStatus: 204,
  errors: [401, 403],
})
