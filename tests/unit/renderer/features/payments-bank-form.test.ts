import { describe, expect, it } from 'vitest'
import { type BankForm, emptyBankForm, formFieldOf, toRequest, validateBankForm } from '@/features/payments/bank-form'

const good = (): BankForm => ({
  amount: '1500.50',
  european: true,
  applicant: 'Demo Registrar S.r.l.',
  applicantRole: 'registrar',
  bankName: 'Intesa Sanpaolo',
  branchName: 'Pisa Centro',
  paymentDate: '2026-11-20',
  valueDate: '2026-11-21',
  transactionId: '0306909876543210',
})
/** The registry's business time: 22 November 2026, 23:30 in Rome (already the 23rd in UTC+2 zones and later). */
const today = Date.parse('2026-11-22T23:30:00+01:00')

describe('the bank payment form', () => {
  it('accepts a complete form and sends numbers and trimmed text', () => {
    expect(validateBankForm(good(), today)).toEqual({})
    expect(toRequest({ ...good(), applicant: '  Demo  ' })).toMatchObject({ amount: 1500.5, bankPayment: { applicant: 'Demo', european: true } })
  })

  it('names every missing field', () => {
    const errors = validateBankForm(emptyBankForm(), today)
    for (const f of ['amount', 'applicant', 'applicantRole', 'bankName', 'branchName', 'paymentDate', 'valueDate', 'transactionId']) {
      expect(errors, f).toHaveProperty(f)
    }
  })

  it('refuses amounts that are not positive or have more than two decimals', () => {
    expect(validateBankForm({ ...good(), amount: '0' }, today).amount).toBe('positive')
    expect(validateBankForm({ ...good(), amount: '0.00' }, today).amount).toBe('positive')
    expect(validateBankForm({ ...good(), amount: '0,07' }, today).amount).toBeUndefined()
    expect(validateBankForm({ ...good(), amount: '1.15' }, today).amount).toBeUndefined()
    expect(validateBankForm({ ...good(), amount: '10.123' }, today).amount).toBe('decimals')
    expect(validateBankForm({ ...good(), amount: '-5' }, today).amount).toBe('decimals')
    expect(validateBankForm({ ...good(), amount: '10,50' }, today)).toEqual({})
  })

  it('reads thousands grouped as the form’s language groups them, and sends the amount meant', () => {
    expect(validateBankForm({ ...good(), amount: '1.500,50' }, today, ',')).toEqual({})
    expect(toRequest({ ...good(), amount: '1.500,50' }, ',').amount).toBe(1500.5)
    expect(validateBankForm({ ...good(), amount: '1,500.50' }, today, '.')).toEqual({})
    expect(toRequest({ ...good(), amount: '1,500.00' }, '.').amount).toBe(1500)
    // The other language's grouping is not an amount: 1,500 has three decimals in Italian.
    expect(validateBankForm({ ...good(), amount: '1,500' }, today, ',').amount).toBe('decimals')
    expect(validateBankForm({ ...good(), amount: '1.500' }, today, '.').amount).toBe('decimals')
  })

  it('refuses impossible, future and inconsistent dates', () => {
    expect(validateBankForm({ ...good(), paymentDate: '2026-02-30' }, today).paymentDate).toBe('invalidDate')
    expect(validateBankForm({ ...good(), paymentDate: '2026-11-23', valueDate: '2026-11-23' }, today).paymentDate).toBe('future')
    // The registry's date decides, whatever the computer's zone: 22 November is today in Rome.
    expect(validateBankForm({ ...good(), paymentDate: '2026-11-22', valueDate: '2026-11-23' }, today).paymentDate).toBeUndefined()
    expect(validateBankForm({ ...good(), valueDate: '2026-11-19' }, today).valueDate).toBe('beforePayment')
  })

  it('refuses an unknown applicant role and a too long reference', () => {
    expect(validateBankForm({ ...good(), applicantRole: 'boss' }, today).applicantRole).toBe('choose')
    expect(validateBankForm({ ...good(), transactionId: 'x'.repeat(36) }, today).transactionId).toBe('tooLong')
  })

  it('maps the API’s field names onto the form', () => {
    expect(formFieldOf('bankPayment.valueDate')).toBe('valueDate')
    expect(formFieldOf('amount')).toBe('amount')
    expect(formFieldOf('somethingElse')).toBeUndefined()
  })
})
