import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { SandboxDarwinRequestInput } from '@contract/darwin-sandbox'
import { darwinFormField, darwinRequestBody, demoHandle } from '@/features/registry-side/darwin-request'

const form = { name: ' Mario Bianchi ', taxCode: 'bncmra80a01h501u', email: 'm.bianchi@example.it', domain: 'Bianchi.IT', expirationDays: 3, nameAnomaly: true }

describe('the registry-side form’s darwin request', () => {
  it('is a body the sandbox takes: one person, the domain in lower case, the tax code in capitals', () => {
    const body = darwinRequestBody(form, 'RS-1')
    expect(Value.Check(SandboxDarwinRequestInput, body)).toBe(true)
    expect(body.expirationDays).toBe(3)
    expect(body.contacts[0]).toMatchObject({
      registrarContactId: 'RS-1', name: 'Mario Bianchi', org: 'Mario Bianchi', regcode: 'BNCMRA80A01H501U', entityType: 1,
      domains: [{ domain: 'bianchi.it' }], anomalies: [{ field: 'name', codes: [1060] }],
    })
  })

  it('reports no anomaly when the box is not ticked', () => {
    expect(darwinRequestBody({ ...form, nameAnomaly: false }, 'RS-1').contacts[0]!.anomalies).toBeUndefined()
  })

  it('places the server’s refusals on the form’s fields', () => {
    expect(darwinFormField('contacts.0.domains.0.domain')).toBe('domain')
    expect(darwinFormField('contacts[0].regcode')).toBe('taxCode')
    expect(darwinFormField('expirationDays')).toBe('expirationDays')
    expect(darwinFormField('contacts.0.voice')).toBeUndefined()
  })

  it('makes handles the sandbox takes', () => {
    expect(demoHandle(1_700_000_000_000)).toMatch(/^RS-[0-9A-Z]+$/)
  })
})
