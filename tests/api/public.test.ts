import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app.js'

let t: TestApp
let empty: TestApp
beforeAll(async () => {
  t = await createTestApp()
  empty = await createTestApp({ empty: true })
})
afterAll(async () => {
  await t.close()
  await empty.close()
})

const get = (url: string, app = t) => app.call({ method: 'GET', url })

describe('GET /v1/province', () => {
  it('lists the 107 provinces without a token, ordered by code', async () => {
    const res = await get('/v1/province')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    const body = res.json() as { code: string; name: string }[]
    expect(body).toHaveLength(107)
    expect(body[0]).toEqual({ code: 'AG', name: 'Agrigento' })
    expect(body).toContainEqual({ code: 'RM', name: 'Roma' })
    expect(body).toContainEqual({ code: 'SU', name: 'Sud Sardegna' })
    expect(Object.keys(body[0]!).sort()).toEqual(['code', 'name'])
  })

  it('is present in an empty data folder too', async () => {
    const res = await get('/v1/province', empty)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(107)
  })

  it('ignores a token, even an invalid one (public)', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/province', token: 'not-a-token' })
    expect(res.statusCode).toBe(200)
  })
})

describe('GET /v1/countries', () => {
  it('lists all 249 countries with lowercase codes and the enabled flag', async () => {
    const res = await get('/v1/countries')
    expect(res.statusCode).toBe(200)
    const body = res.json() as { code: string; name: string; enabled: boolean }[]
    expect(body).toHaveLength(249)
    expect(body).toContainEqual({ code: 'it', name: 'Italy', enabled: true })
    expect(body).toContainEqual({ code: 'us', name: 'United States of America', enabled: false })
    expect(body).toContainEqual({ code: 'gb', name: 'United Kingdom', enabled: true })
    expect(body.every((c) => /^[a-z]{2}$/.test(c.code))).toBe(true)
    expect(body.filter((c) => c.enabled)).toHaveLength(34)
  })

  it('enabledOnly=true returns only the enabled countries; false returns all', async () => {
    const only = (await get('/v1/countries?enabledOnly=true')).json() as { code: string; enabled: boolean }[]
    expect(only).toHaveLength(34)
    expect(only.every((c) => c.enabled)).toBe(true)
    expect(only.map((c) => c.code)).toEqual(expect.arrayContaining(['it', 'va', 'sm', 'ch', 'gb', 'no', 'is', 'li']))
    expect((await get('/v1/countries?enabledOnly=false')).json()).toHaveLength(249)
  })

  it('is present in an empty data folder too', async () => {
    expect((await get('/v1/countries?enabledOnly=true', empty)).json()).toHaveLength(34)
  })

  it.each(['yes', '1x', '', 'TRUEISH'])('answers 400 (current kind) to enabledOnly=%s', async (value) => {
    const res = await get(`/v1/countries?enabledOnly=${value}`)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ status: 400, code: 'invalid_parameter', field: 'enabledOnly' })
  })

  it('answers 400 to an unknown parameter', async () => {
    const res = await get('/v1/countries?enabled=true')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('invalid_parameter')
  })
})
