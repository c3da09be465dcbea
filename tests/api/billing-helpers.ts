/** Shared checks of the credit and payments tests (not a test file itself). */
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import type { TestApp } from '../helpers/app.js'

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>

/** The error body kinds of the spec: current (problem details) or legacy. */
export function expectErrorKind(res: { json(): unknown; headers: Record<string, unknown> }, kind: 'current' | 'legacy', status: number) {
  const body = res.json() as Record<string, unknown>
  if (kind === 'current') {
    expect(String(res.headers['content-type'])).toContain('application/problem+json')
    expect(body).toMatchObject({ status, type: expect.stringMatching(/^urn:registrar-api:error:/), code: expect.any(String) })
  } else {
    expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String), timestamp: expect.any(String) })
  }
  return body
}

/** 401 without a token, 403 for a token without the billing scope and for the domain group. */
export async function expectBillingAccess(t: TestApp, req: Request, kind: 'current' | 'legacy' = 'current') {
  const none = await t.call({ ...req } as InjectOptions)
  expect(none.statusCode).toBe(401)
  expectErrorKind(none, kind, 401)
  const darwinScope = await t.call({ ...req, as: 'admin', scope: 'darwin' } as InjectOptions & { as: string })
  expect(darwinScope.statusCode).toBe(403)
  expect(expectErrorKind(darwinScope, kind, 403).code).toBe('insufficient_scope')
  const domainGroup = await t.call({ ...req, as: 'domain' } as InjectOptions & { as: string })
  expect(domainGroup.statusCode).toBe(403)
  expect(expectErrorKind(domainGroup, kind, 403).code).toBe('forbidden_group')
}

export function registrarId(t: TestApp, code: 'DEMO-REG' | 'OTHER-REG'): number {
  return (t.app.ctx.db.prepare('SELECT id FROM registrars WHERE code = ?').get(code) as { id: number }).id
}

export const validBank = () => ({
  amount: 1250.5,
  bankPayment: {
    european: true,
    applicant: 'Demo Registrar S.r.l.',
    applicantRole: 'registrar',
    bankName: 'Intesa Sanpaolo',
    branchName: 'Filiale di Pisa Centro',
    paymentDate: '2026-01-10',
    valueDate: '2026-01-12',
    transactionId: '03069098765',
  },
})
