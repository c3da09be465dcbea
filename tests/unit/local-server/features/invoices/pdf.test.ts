import { describe, expect, it } from 'vitest'
import { invoiceLabel } from '../../../../../local-server/contract/invoice-number.js'
import { operationsInvoiceText, paymentInvoiceText } from '../../../../../local-server/features/invoices/invoice-text.js'
import { REGISTRY_ISSUER, renderInvoicePdf } from '../../../../../local-server/features/invoices/pdf.js'
import { pdfText } from '../../../../helpers/pdf-text.js'
import { isValidFiscalCode, isValidItalianPostalCode, isValidVatNumber } from '../../../../../local-server/validation/italian.js'

const sample = {
  fiscalYear: 2026,
  invoiceNumber: 12,
  invoiceDate: '2026-03-15',
  taxableCents: 101148,
  taxCents: 22252,
  totalCents: 123400,
  taxRate: 22,
  customer: { name: 'Demo Registrar S.r.l.', code: 'DEMO-REG' },
  ...paymentInvoiceText({ id: 17, type: 'bank', date: '2026-03-02' }, 101148),
}

describe('invoice PDF', () => {
  it('is a PDF whose selectable text carries the number, date, parties, lines and totals', async () => {
    const bytes = renderInvoicePdf(sample)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain('FATTURA')
    // The number as every screen writes it (contract/invoice-number.ts).
    expect(text).toContain(`Numero: ${invoiceLabel(sample)}`)
    expect(text).toContain('Numero: 12/2026')
    expect(text).toContain('Data: 15/03/2026')
    expect(text).toContain(REGISTRY_ISSUER.name)
    expect(text).toContain(`Partita IVA ${REGISTRY_ISSUER.vatNumber}`)
    expect(text).toContain('Pisa')
    expect(text).toContain('Demo Registrar S.r.l.')
    expect(text).toContain('Codice registrar: DEMO-REG')
    expect(text).toContain('Pagamento n. 17 tramite bonifico bancario del 02/03/2026')
    expect(text).toContain('1.011,48 €')
    expect(text).toContain('IVA 22%')
    expect(text).toContain('222,52 €')
    expect(text).toContain('1.234,00 €')
  })

  it('bills a month of one operation with its quantity, and says it was charged on the credit', async () => {
    const bytes = renderInvoicePdf({
      ...sample,
      invoiceNumber: 40,
      ...operationsInvoiceText({ operation: 'domain-renew', period: '2026-02', quantity: 414, unitCostCents: 400 }),
    })
    // Lines wrap where the layout decides: compare with single spaces.
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ')
    expect(text).toContain('Numero: 40/2026')
    expect(text).toContain('Rinnovi di nomi a dominio (domain-renew) di febbraio 2026: 414 operazioni a 4,00 € IVA inclusa.')
    expect(text).toContain('addebitato sul credito prepagato')
  })

  it('is the same bytes for the same invoice (reproducible demo data)', () => {
    expect(renderInvoicePdf(sample).equals(renderInvoicePdf(sample))).toBe(true)
  })

  it("names the registry with a VAT number, fiscal code and postal code valid by Italy's rules", () => {
    expect(isValidVatNumber(REGISTRY_ISSUER.vatNumber)).toBe(true)
    expect(isValidFiscalCode(REGISTRY_ISSUER.fiscalCode)).toBe(true)
    expect(isValidItalianPostalCode(REGISTRY_ISSUER.city.slice(0, 5))).toBe(true)
  })
})
