import { type BankPaymentRequest, BankPaymentRequestSchema } from '@contract/payments'
import { parseEuroInput } from '@validation/euro'
import { isAfterRegistryToday } from '@validation/registry-date'
import { type SchemaRefusal, schemaRefusals } from '@/api/schema-refusals'

/** The form as typed: strings until sent. */
export interface BankForm {
  amount: string
  european: boolean
  applicant: string
  applicantRole: string
  bankName: string
  branchName: string
  paymentDate: string
  valueDate: string
  transactionId: string
}

export const emptyBankForm = (): BankForm => ({
  amount: '',
  european: true,
  applicant: '',
  applicantRole: '',
  bankName: '',
  branchName: '',
  paymentDate: '',
  valueDate: '',
  transactionId: '',
})

/** Form field → i18n key of its problem (`payments.bank.errors.<key>`). */
export type BankFormErrors = Partial<Record<keyof BankForm, string>>

/**
 * The request to send; an amount that cannot be read becomes NaN, which the schema refuses.
 * `decimalMark`, the form's language's, also reads the amount's thousands as grouped in it.
 */
export function toRequest(form: BankForm, decimalMark?: string): BankPaymentRequest {
  const { amount, european, ...rest } = form
  const trimmed = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v).trim()]))
  const typed = parseEuroInput(amount, { decimalMark })
  return { amount: typed.ok ? typed.euro : Number.NaN, bankPayment: { european, ...trimmed } as BankPaymentRequest['bankPayment'] }
}

const KEYWORD_KEYS: Record<string, string> = {
  required: 'required',
  minLength: 'required',
  pattern: 'required',
  maxLength: 'tooLong',
  format: 'invalidDate',
  minimum: 'positive',
  multipleOf: 'decimals',
  maximum: 'tooLarge',
  enum: 'choose',
  type: 'invalid',
}

/**
 * Checks the form before sending, with the API's own schema (one source of truth) plus the rules
 * the service adds: two decimals at most, no payment date in the future (the registry's future:
 * `registryNow` is its business time), value date not before it. `decimalMark` as for `toRequest`.
 */
export function validateBankForm(form: BankForm, registryNow: number, decimalMark?: string): BankFormErrors {
  const errors: BankFormErrors = {}
  const amount = parseEuroInput(form.amount, { decimalMark })
  if (!amount.ok) errors.amount = amount.problem
  const refused = schemaRefusals(BankPaymentRequestSchema, toRequest(form, decimalMark), formFieldOf)
  for (const [field, { keyword }] of Object.entries(refused) as [keyof BankForm, SchemaRefusal][]) {
    errors[field] ??= KEYWORD_KEYS[keyword] ?? 'invalid'
  }
  if (!errors.paymentDate && isAfterRegistryToday(form.paymentDate, registryNow)) errors.paymentDate = 'future'
  if (!errors.valueDate && !errors.paymentDate && form.valueDate < form.paymentDate) errors.valueDate = 'beforePayment'
  return errors
}

/** `bankPayment.valueDate` (the API's field) → `valueDate` (the form's). */
export function formFieldOf(apiField: string | undefined): keyof BankForm | undefined {
  if (!apiField) return undefined
  const last = apiField.split('.').pop() as keyof BankForm
  return last in emptyBankForm() ? last : undefined
}
