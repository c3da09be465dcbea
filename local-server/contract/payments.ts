/**
 * Payments (spec, "Credit, payments and invoices"): bank and credit card payments, their reports
 * and invoices. The registry's side (status moves, the card gateway, the bank's page) is in
 * payments-sandbox.ts. Rules: docs/billing.md.
 */
import { Type, type Static } from 'typebox'
import { DateOnly, DateTime, EuroAmount, Int64, NumberedPageOf } from './common.js'
import { BILLING_ACCESS } from './credit.js'
import { InvoiceSchema } from './invoices.js'
import { defineOperation } from './operation.js'
import { COMPARISON, defineSearch, EQUALITY, searchQuerySchema } from './query.js'

export const PAYMENT_TYPES = ['bank', 'creditCard', 'registry', 'contractTransfer'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]
export const PAYMENT_STATUSES = ['submitted', 'approved', 'suspended', 'rejected'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** Who ordered the bank transfer, relative to the registrar (the spec leaves the list open). */
export const APPLICANT_ROLES = ['registrar', 'legalRepresentative', 'employee', 'accountant', 'thirdParty'] as const
/** Languages of the bank's card payment page. */
const CARD_LANGUAGES = ['it', 'en'] as const
export const CARD_TRANSACTION_STATUSES = ['pending', 'approved', 'declined'] as const

const Text = (maxLength: number, description: string, examples: string[]) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description: `${description}; 1 to ${maxLength} characters, trimmed`, examples })

export const BankPaymentSchema = Type.Object(
  {
    european: Type.Boolean({ description: 'True for a SEPA transfer from a bank of the European Union' }),
    applicant: Text(120, 'Who ordered the transfer', ['Demo Registrar S.r.l.']),
    applicantRole: Type.Enum([...APPLICANT_ROLES], { description: 'Role of the applicant towards the registrar' }),
    bankName: Text(100, 'Bank of the applicant', ['Intesa Sanpaolo']),
    branchName: Text(100, 'Branch of the bank', ['Filiale di Pisa Centro']),
    paymentDate: DateOnly('Date of the order; not in the future'),
    valueDate: DateOnly('Value date; not before paymentDate'),
    transactionId: Text(35, 'Bank reference of the transfer (CRO / TRN)', ['0306909876543210']),
  },
  { additionalProperties: false, title: 'BankPayment' },
)

const CreditCardRefSchema = Type.Object(
  {
    transactionId: Type.String({ description: 'Id of the credit card transaction' }),
    service: Type.String({ description: 'The card payment service', examples: ['XPay'] }),
  },
  { title: 'PaymentCreditCardTransaction' },
)

export const PaymentSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64', description: 'Assigned by the registry' }),
    amount: Type.Number({ description: 'Total payment amount, euro' }),
    debitedAmount: Type.Number({ description: 'Amount already charged on this payment by domain operations, euro' }),
    previousResidual: Type.Number({
      description: 'Credit before this payment: at approval for approved payments, at creation otherwise, euro',
    }),
    finalResidual: Type.Optional(
      Type.Number({ description: 'Approved payments only: previousResidual + amount - debitedAmount, euro' }),
    ),
    type: Type.Enum([...PAYMENT_TYPES]),
    status: Type.Enum([...PAYMENT_STATUSES]),
    statusDate: DateTime('When the status was last set'),
    lastupdate: DateTime(),
    created: DateTime(),
    bankPayment: Type.Optional(BankPaymentSchema),
    creditCardTransaction: Type.Optional(CreditCardRefSchema),
  },
  { title: 'Payment' },
)
export type Payment = Static<typeof PaymentSchema>

export const paymentSearch = defineSearch({
  filters: {
    amount: { kind: 'number', operators: [...COMPARISON, 'in', 'notIn', 'between'], description: 'Payment amount in euro' },
    type: { kind: 'string', operators: EQUALITY, values: PAYMENT_TYPES, description: 'Payment type' },
    status: { kind: 'string', operators: EQUALITY, values: PAYMENT_STATUSES, description: 'Payment status' },
    created: {
      kind: 'dateTime',
      operators: [...COMPARISON, 'between'],
      multiple: true,
      description: 'Creation instant',
    },
  },
  sort: ['created', 'amount', 'id', 'status', 'type', 'statusDate'],
  combinations: ['status+created', 'status+-created', 'type+created', 'status+type', 'type+amount', 'type+-amount'],
})

const PaymentPageSchema = NumberedPageOf(PaymentSchema, 'PaymentPage')

export const PaymentIdParams = Type.Object({ paymentId: Int64('Id of the payment') })

const ReportOperationSchema = Type.Object({
  operation: Type.String({ description: '`domain-create`, `domain-renew`, `bulk-transfer` or `penalty`' }),
  quantity: Type.Integer({ minimum: 1 }),
  operationCost: Type.Number({ description: 'Unit cost, negative, euro' }),
  amount: Type.Number({ description: 'quantity × operationCost, negative, euro' }),
})

const PaymentReportSchema = Type.Object(
  {
    amount: Type.Number({ description: 'The payment amount, euro' }),
    previousResidual: Type.Number(),
    finalResidual: Type.Number({ description: 'previousResidual + amount + the (negative) amounts of the operations' }),
    domainsOperations: Type.Array(ReportOperationSchema),
    lastupdate: DateTime('Last operation charged on the payment, or its approval'),
  },
  { title: 'PaymentReport' },
)
export type PaymentReport = Static<typeof PaymentReportSchema>

export const BankPaymentRequestSchema = Type.Object(
  {
    amount: EuroAmount('The amount to pay'),
    bankPayment: BankPaymentSchema,
  },
  { additionalProperties: false, title: 'BankPaymentRequest' },
)
export type BankPaymentRequest = Static<typeof BankPaymentRequestSchema>

const HttpUrl = (description: string) =>
  Type.String({ format: 'uri', pattern: '^[hH][tT][tT][pP][sS]?://', maxLength: 2000, description: `${description}; absolute http(s) URL` })

const CardTransactionRequestSchema = Type.Object(
  {
    language: Type.Enum([...CARD_LANGUAGES], { description: "Language of the bank's payment page" }),
    amount: EuroAmount('The amount to pay'),
    redirectSuccessUrl: HttpUrl('Where the bank sends the user after an approved payment'),
    redirectFailureUrl: HttpUrl('Where the bank sends the user after a declined payment'),
  },
  { additionalProperties: false, title: 'CreditCardTransactionRequest' },
)
export type CardTransactionRequest = Static<typeof CardTransactionRequestSchema>

export const CardTransactionSchema = Type.Object(
  {
    id: Type.String(),
    gatewayId: Type.String({ description: "The card gateway's own id of the transaction" }),
    amount: Type.String({ pattern: '^\\d+\\.\\d{2}$', description: 'Euro with two fraction digits', examples: ['150.00'] }),
    language: Type.Enum([...CARD_LANGUAGES]),
    status: Type.Enum([...CARD_TRANSACTION_STATUSES], {
      description: '`pending` until the user acts on the bank page; then `approved` or `declined`',
    }),
    paymentId: Type.Optional(Type.Integer({ format: 'int64', description: 'The payment created once approved' })),
    response: Type.Optional(
      Type.Object({
        description: Type.String(),
        creditCard: Type.Object({
          brand: Type.String({ examples: ['VISA'] }),
          number: Type.String({ description: 'Masked', examples: ['************1234'] }),
          expire: Type.String({ description: 'MM/YY', examples: ['08/29'] }),
          name: Type.String(),
        }),
      }, { description: 'Only for an approved transaction' }),
    ),
    paymentUrl: Type.String({ description: "The bank's payment page: send the user there to complete the payment" }),
    created: DateTime(),
  },
  { title: 'CreditCardTransaction' },
)
export type CardTransaction = Static<typeof CardTransactionSchema>

const op = <const T extends object>(o: T) => ({ tag: 'payments', access: BILLING_ACCESS, errorKind: 'current', ...o }) as const

export const paymentsList = defineOperation(
  op({
    id: 'payments.list',
    errorCodes: [],
    method: 'GET',
    url: '/v1/payments',
    summary: "Search the registrar's payments",
    description:
      'Newest first unless `sort` is given (`created,desc` then `id,desc`); every explicit sort ends on `id` in the direction of the last sort field, so pages never overlap.',
    query: searchQuerySchema(paymentSearch),
    successStatus: 200,
    response: PaymentPageSchema,
    errors: [400, 401, 403],
  }),
)

export const paymentsCreateBank = defineOperation(
  op({
    id: 'payments.createBank',
    errorCodes: ['date_in_future', 'inconsistent_dates'],
    method: 'POST',
    url: '/v1/payments/bank',
    summary: 'Notify a bank transfer',
    description: 'The payment starts `submitted`; the registry approves it once the transfer is credited.',
    body: BankPaymentRequestSchema,
    successStatus: 201,
    response: PaymentSchema,
    errors: [400, 401, 403],
  }),
)

export const paymentsGet = defineOperation(
  op({
    id: 'payments.get',
    errorCodes: [],
    method: 'GET',
    url: '/v1/payments/:paymentId',
    summary: 'Read a payment',
    params: PaymentIdParams,
    successStatus: 200,
    response: PaymentSchema,
    errors: [400, 401, 403, 404],
  }),
)

export const paymentsReport = defineOperation(
  op({
    id: 'payments.report',
    errorCodes: ['report_not_found'],
    method: 'GET',
    url: '/v1/payments/:paymentId/report',
    summary: 'Read the report of the operations charged on a payment',
    description: 'Only approved payments have a report; 404 otherwise.',
    params: PaymentIdParams,
    successStatus: 200,
    response: PaymentReportSchema,
    errors: [400, 401, 403, 404],
  }),
)

export const paymentsReportDomains = defineOperation(
  op({
    id: 'payments.reportDomains',
    errorCodes: ['report_not_found'],
    method: 'GET',
    url: '/v1/payments/:paymentId/report/domains',
    summary: 'Download the operations charged on a payment as CSV',
    description:
      'RFC 4180 CSV in UTF-8 with a header row `domain,operation,date,amount`, one row per charged operation, oldest first; `date` is a date-time, `amount` negative with two decimals. 404 as the report.',
    params: PaymentIdParams,
    successStatus: 200,
    produces: 'text/csv',
    successHeaders: { 'Content-Disposition': '`attachment; filename="payment-<paymentId>-domains.csv"`' },
    errors: [400, 401, 403, 404],
  }),
)

export const paymentsInvoice = defineOperation(
  op({
    id: 'payments.invoice',
    errorCodes: [],
    method: 'GET',
    url: '/v1/payments/:paymentId/invoice',
    summary: 'Read the invoice of a payment',
    description: '404 when the payment is missing or has no invoice (yet).',
    params: PaymentIdParams,
    successStatus: 200,
    response: InvoiceSchema,
    errors: [400, 401, 403, 404],
  }),
)

export const cardTransactionsStart = defineOperation(
  op({
    id: 'payments.creditCard.start',
    errorCodes: ['gateway_unreachable'],
    method: 'POST',
    url: '/v1/payments/creditCard/transactions',
    summary: 'Start a credit card payment',
    description:
      "Creates a `pending` transaction at the card gateway. Send the user to `paymentUrl` (the bank's page); the bank then sends the user to `redirectSuccessUrl` or `redirectFailureUrl`. 502 `gateway_unreachable` when the gateway cannot be contacted.",
    body: CardTransactionRequestSchema,
    successStatus: 201,
    response: CardTransactionSchema,
    errors: [400, 401, 403, 502],
  }),
)

export const cardTransactionsGet = defineOperation(
  op({
    id: 'payments.creditCard.get',
    errorCodes: [],
    method: 'GET',
    url: '/v1/payments/creditCard/transactions/:transactionId',
    summary: 'Read a credit card transaction',
    params: Type.Object({ transactionId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }),
    successStatus: 200,
    response: CardTransactionSchema,
    errors: [400, 401, 403, 404],
  }),
)
