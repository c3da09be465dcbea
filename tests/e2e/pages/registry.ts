import { type APIRequestContext, expect } from '@playwright/test'

// The registry's side of the browser tests: demo users' tokens and the sandbox operations that
// set up a state (the credit below its threshold, a darwin request near its deadline).

export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/oauth/token', { form: { grant_type: 'password', username, password: 'sandbox' } })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { access_token: string }).access_token
}

/** The registry charges a penalty that leaves the credit positive but below the threshold (once). */
export async function creditBelowThreshold(request: APIRequestContext): Promise<void> {
  const token = await tokenOf(request, 'admin')
  const headers = { Authorization: `Bearer ${token}` }
  const credit = (await (await request.get('/v1/credit', { headers })).json()) as { credit: number; threshold: number; status: string }
  if (credit.status !== 'normalBalance') return
  const cost = Math.round((credit.credit - credit.threshold / 2) * 100) / 100
  const res = await request.post('/sandbox/credit/charges', { headers, data: { operation: 'penalty', cost } })
  expect(res.status()).toBe(201)
}

/** The registrar records a bank transfer of `amount` euro (submitted, as the registry has not seen it yet); its id. */
export async function bankTransfer(request: APIRequestContext, amount: number, as = 'billing'): Promise<number> {
  const res = await request.post('/v1/payments/bank', {
    headers: { Authorization: `Bearer ${await tokenOf(request, as)}` },
    data: {
      amount,
      bankPayment: {
        european: true, applicant: 'Demo Registrar S.r.l.', applicantRole: 'registrar', bankName: 'Intesa Sanpaolo',
        branchName: 'Pisa', paymentDate: '2026-01-10', valueDate: '2026-01-12', transactionId: `E2E${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      },
    },
  })
  expect(res.status()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

/** The registry approves a payment: its amount is added to the credit. */
export async function approvePayment(request: APIRequestContext, paymentId: number): Promise<void> {
  const res = await request.put(`/sandbox/payments/${paymentId}/status`, { headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}` }, data: { status: 'approved' } })
  expect(res.status()).toBe(200)
}

/** Puts the demo data back as seeded (after a spec that changed it). */
export async function resetSandbox(request: APIRequestContext): Promise<void> {
  const res = await request.post('/sandbox/reset', { headers: { Authorization: `Bearer ${await tokenOf(request, 'admin')}` } })
  expect(res.ok()).toBe(true)
}

/** A request due in 3 days, taken by `domain`. */
export async function requestOfDomain(request: APIRequestContext): Promise<number> {
  const admin = await tokenOf(request, 'admin')
  const handle = `HOME-${Date.now().toString(36).toUpperCase()}`
  const res = await request.post('/sandbox/darwin/requests', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      expirationDays: 3,
      contacts: [
        {
          registrarContactId: handle, name: 'Mario Bianchi', org: 'Mario Bianchi', email: 'e2e.bianchi@example.it', voice: '+39.3331234567',
          streets: ['Via Roma 1'], city: 'Roma', postalCode: '00186', state: 'RM', country: 'it',
          consentForPublish: false, regcode: 'BNCMRA80A01H501U', nationality: 'it', entityType: 1,
          anomalies: [{ field: 'name', codes: [1060] }], domains: [{ domain: `${handle.toLowerCase()}.it` }],
        },
      ],
    },
  })
  expect(res.status()).toBe(201)
  const id = ((await res.json()) as { id: number }).id
  const domain = await tokenOf(request, 'domain')
  const taken = await request.post(`/v1/darwin/requests/${id}/assignToMe`, { headers: { Authorization: `Bearer ${domain}` } })
  expect(taken.status()).toBe(204)
  return id
}

