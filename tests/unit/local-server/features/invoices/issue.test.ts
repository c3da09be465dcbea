import { beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../../../../local-server/db/open.js'
import { seedAccounts } from '../../../../../local-server/db/seed/core.js'
import { issueInvoiceForPayment, issueOperationsInvoice, splitGross } from '../../../../../local-server/features/invoices/issue.js'
import { findInvoiceByPayment } from '../../../../../local-server/features/invoices/repository.js'
import { pdfText } from '../../../../helpers/pdf-text.js'

const at = (iso: string) => Date.parse(iso)

let db: Db
let regs: { demo: number; other: number }
let written: Map<string, Uint8Array>

function payment(registrarId: number, amountCents: number, status = 'approved', type = 'registry'): number {
  const now = at('2026-01-10T10:00:00+01:00')
  return Number(
    db
      .prepare(
        `INSERT INTO payments (registrar_id, type, status, amount, status_date, created, lastupdate, card_transaction_id, bank_transaction_id, bank_payment_date)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(registrarId, type, status, amountCents, now, now, now, type === 'creditCard' ? 'tx-1' : null, type === 'bank' ? 'CRO1' : null, type === 'bank' ? '2026-01-09' : null)
      .lastInsertRowid,
  )
}

function issue(registrarId: number, paymentId: number, when: string): number {
  return issueInvoiceForPayment(
    { db, files: { writeSync: (key, bytes) => void written.set(key, bytes) }, clock: { now: () => at(when) } },
    { registrarId, paymentId },
  )
}

beforeEach(() => {
  db = openDatabase({ file: ':memory:' }).db
  regs = seedAccounts(db, at('2026-01-01T00:00:00Z')).registrars
  written = new Map()
})

describe('issueInvoiceForPayment', () => {
  it('numbers invoices 1, 2, 3… per fiscal year across registrars, restarting each year', () => {
    const ids = [
      issue(regs.demo, payment(regs.demo, 10000), '2025-12-31T23:30:00+01:00'),
      issue(regs.other, payment(regs.other, 10000), '2025-12-31T10:00:00+01:00'),
      // 00:30 in Rome on 1 January is still 31 December in UTC: the year is Rome's.
      issue(regs.demo, payment(regs.demo, 10000), '2026-01-01T00:30:00+01:00'),
      issue(regs.other, payment(regs.other, 10000), '2026-02-01T10:00:00+01:00'),
      issue(regs.demo, payment(regs.demo, 10000), '2026-03-01T10:00:00+01:00'),
    ]
    const rows = ids.map((id) =>
      db.prepare('SELECT fiscal_year AS y, invoice_number AS n, invoice_date AS d FROM invoices WHERE id = ?').get(id),
    )
    expect(rows).toEqual([
      { y: 2025, n: 1, d: '2025-12-31' },
      { y: 2025, n: 2, d: '2025-12-31' },
      { y: 2026, n: 1, d: '2026-01-01' },
      { y: 2026, n: 2, d: '2026-02-01' },
      { y: 2026, n: 3, d: '2026-03-01' },
    ])
  })

  it('is idempotent: a second call answers the same invoice and writes nothing new', () => {
    const p = payment(regs.demo, 12200)
    const first = issue(regs.demo, p, '2026-03-01T10:00:00+01:00')
    written.clear()
    expect(issue(regs.demo, p, '2026-04-01T10:00:00+01:00')).toBe(first)
    expect(written.size).toBe(0)
    expect(db.prepare('SELECT COUNT(*) AS n FROM invoices').get()).toEqual({ n: 1 })
  })

  it('takes the payment amount as the total and splits it into taxable and 22% VAT', () => {
    const p = payment(regs.demo, 12200)
    issue(regs.demo, p, '2026-03-01T10:00:00+01:00')
    expect(findInvoiceByPayment(db, regs.demo, p)).toEqual({
      id: expect.any(Number),
      fiscalYear: 2026,
      invoiceNumber: 1,
      totalAmount: 122,
      taxAmount: 22,
      taxRate: '22%',
      invoiceDate: '2026-03-01',
      paymentId: p,
      taxableAmount: 100,
    })
    expect(findInvoiceByPayment(db, regs.other, p)).toBeUndefined()
  })

  it('writes the PDF under invoices/<registrarId>/<id>.pdf with the invoice number and total', async () => {
    const p = payment(regs.demo, 123456, 'approved', 'bank')
    const id = issue(regs.demo, p, '2026-03-15T10:00:00+01:00')
    const bytes = written.get(`invoices/${regs.demo}/${id}.pdf`)
    expect(bytes).toBeDefined()
    const text = (await pdfText(bytes!)).replace(/\s+/g, ' ')
    expect(text).toContain('Numero: 1/2026')
    expect(text).toContain('1.234,56 €')
    expect(text).toContain('Demo Registrar S.r.l.')
    expect(text).toContain(`Pagamento n. ${p} tramite bonifico bancario del 09/01/2026`)
  })

  it("refuses a payment that is not approved or not the registrar's, and keeps no number", () => {
    const submitted = payment(regs.demo, 10000, 'submitted')
    expect(() => issue(regs.demo, submitted, '2026-03-01T10:00:00+01:00')).toThrow(/not approved/)
    const foreign = payment(regs.other, 10000)
    expect(() => issue(regs.demo, foreign, '2026-03-01T10:00:00+01:00')).toThrow(/not found/)
    issue(regs.demo, payment(regs.demo, 10000), '2026-03-01T10:00:00+01:00')
    expect(db.prepare('SELECT invoice_number AS n FROM invoices').all()).toEqual([{ n: 1 }])
  })

  it('rolls back the invoice when its PDF cannot be written, so the number is not used', () => {
    const p = payment(regs.demo, 10000)
    const failing = {
      db,
      files: { writeSync: () => { throw new Error('disk full') } },
      clock: { now: () => at('2026-03-01T10:00:00+01:00') },
    }
    expect(() => issueInvoiceForPayment(failing, { registrarId: regs.demo, paymentId: p })).toThrow('disk full')
    expect(db.prepare('SELECT COUNT(*) AS n FROM invoices').get()).toEqual({ n: 0 })
    issue(regs.demo, p, '2026-03-01T10:00:00+01:00')
    expect(db.prepare('SELECT invoice_number AS n FROM invoices').all()).toEqual([{ n: 1 }])
  })
})

describe('issueOperationsInvoice', () => {
  it('bills a month of one operation once, in the same number sequence, without a payment', () => {
    const deps = { db, files: { writeSync: (key: string, bytes: Uint8Array) => void written.set(key, bytes) }, clock: { now: () => at('2026-02-28T23:59:59+01:00') } }
    const billed = { registrarId: regs.demo, period: '2026-02', operation: 'domain-renew', quantity: 3, unitCostCents: 400, totalCents: 1200 }
    const before = issue(regs.demo, payment(regs.demo, 10000), '2026-02-10T10:00:00+01:00')
    const id = issueOperationsInvoice(deps, billed)
    expect(issueOperationsInvoice(deps, billed)).toBe(id)
    const rows = db.prepare('SELECT id, invoice_number AS n, payment_id AS p, total_amount AS t FROM invoices ORDER BY id').all()
    expect(rows).toEqual([
      { id: before, n: 1, p: expect.any(Number), t: 10000 },
      { id, n: 2, p: null, t: 1200 },
    ])
    expect(written.has(`invoices/${regs.demo}/${id}.pdf`)).toBe(true)
  })
})

describe('splitGross', () => {
  it('splits every total from 0,00 to 100,00 € so that taxable + VAT = total, taxable rounded half up', () => {
    const wrong: number[] = []
    for (let total = 0; total <= 10000; total++) {
      const { taxable, tax } = splitGross(total)
      const ok = taxable + tax === total && taxable === Math.round((total * 100) / 122 + 1e-9) && Math.abs(tax - taxable * 0.22) <= 0.61
      if (!ok) wrong.push(total)
    }
    expect(wrong).toEqual([])
  })
  it('splits exact cases exactly', () => {
    expect(splitGross(12200)).toEqual({ taxable: 10000, tax: 2200 })
    expect(splitGross(123400)).toEqual({ taxable: 101148, tax: 22252 })
    expect(splitGross(61)).toEqual({ taxable: 50, tax: 11 })
  })
})
