import { describe, expect, it } from 'vitest'
import { cleanQuery, expandUrl } from '@/api/call'
import { ApiFailure, toApiFailure } from '@/api/errors'
import { HttpError } from '@/api/http'

describe('expandUrl', () => {
  it('fills and encodes path parameters in either syntax', () => {
    expect(expandUrl('/v1/payments/:paymentId/report', { paymentId: 12 })).toBe('/v1/payments/12/report')
    expect(expandUrl('/v1/darwin/documents/{documentId}', { documentId: 'a/b c' })).toBe('/v1/darwin/documents/a%2Fb%20c')
    expect(() => expandUrl('/v1/invoices/:invoiceId', {})).toThrow(/invoiceId/)
  })
})

describe('cleanQuery', () => {
  it('drops empty values but keeps zero and false', () => {
    expect(cleanQuery({ a: '', b: undefined, c: [], d: 0, e: false, f: ['x'] })).toEqual({ d: 0, e: false, f: ['x'] })
  })
})

const answered = (status: number, data: unknown) => new HttpError('Request failed', { status, data, header: () => undefined })

describe('toApiFailure reads the three error body kinds', () => {
  it('current (problem details)', async () => {
    const f = await toApiFailure(answered(400, { type: 'urn:x', title: 'Bad Request', status: 400, detail: 'amount: bad', code: 'invalid_value', field: 'amount' }))
    expect(f).toMatchObject({ status: 400, code: 'invalid_value', field: 'amount', detail: 'amount: bad' })
  })
  it('legacy', async () => {
    const f = await toApiFailure(answered(400, { code: 'invalid_body', message: 'threshold: bad', field: 'threshold', timestamp: 'x' }))
    expect(f).toMatchObject({ code: 'invalid_body', detail: 'threshold: bad', field: 'threshold' })
  })
  it('OAuth', async () => {
    const f = await toApiFailure(answered(400, { error: 'invalid_grant', error_description: 'Wrong username or password' }))
    expect(f).toMatchObject({ code: 'invalid_grant', detail: 'Wrong username or password' })
  })
  it('a JSON error body received as bytes (binary requests)', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ code: 'not_found', detail: 'Invoice not found' })).buffer
    expect(await toApiFailure(answered(404, bytes))).toMatchObject({ status: 404, code: 'not_found' })
  })
  it('no answer at all', async () => {
    const f = await toApiFailure(new HttpError('Network Error'))
    expect(f).toBeInstanceOf(ApiFailure)
    expect(f.unreachable).toBe(true)
    expect(f.code).toBe('unreachable')
  })
})
