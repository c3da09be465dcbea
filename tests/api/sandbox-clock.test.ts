import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'
import { expectErrorKind, validBank } from './billing-helpers.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
afterEach(async () => {
  await t.call({ method: 'DELETE', url: '/sandbox/clock', as: 'admin' })
})

const setClock = (now: string, frozen = true) => t.call({ method: 'PUT', url: '/sandbox/clock', as: 'admin', payload: { now, frozen } })
const clock = async () => (await t.call({ method: 'GET', url: '/sandbox/clock', as: 'admin' })).json()

describe('PUT /sandbox/clock: the range of instants', () => {
  it.each([
    '0099-06-01T10:00:00Z',
    '0001-01-01T00:00:00Z',
    '0500-06-01T10:00:00+01:00',
    '1999-12-31T22:59:59Z',
    '2200-01-01T00:00:00+01:00',
    // The year is written 2000, but the instant is 1999 in the registry's zone.
    '2000-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59Z',
  ])('400 naming `now` for %s, and the clock stays where it was', async (now) => {
    const before = await clock()
    const res = await setClock(now)
    expect(res.statusCode).toBe(400)
    expect(expectErrorKind(res, 'current', 400)).toMatchObject({ code: 'invalid_body', field: 'now' })
    const after = await clock()
    expect(after).toMatchObject({ moved: before.moved, frozen: before.frozen })
    // A dated write still works: the clock was not moved to an unusable instant.
    expect((await t.call({ method: 'POST', url: '/v1/payments/bank', as: 'billing', payload: validBank() })).statusCode).toBe(201)
  })

  it.each([
    ['2000-01-01T00:00:00+01:00', '2000-01-01T00:00:00+01:00'],
    ['2199-12-31T23:59:59+01:00', '2199-12-31T23:59:59+01:00'],
  ])('accepts the bounds of the range: %s', async (now, shown) => {
    const res = await setClock(now)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ now: shown, moved: true, frozen: true })
  })
})
