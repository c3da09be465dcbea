/**
 * The registry's side of payments in the sandbox (tag Sandbox): moving a payment as the registry
 * would, deciding a card transaction, the simulated card gateway, and the bank's own payment page
 * that a card transaction's `paymentUrl` points to. Rules: docs/billing.md.
 */
import { Type } from 'typebox'
import { defineOperation } from './operation.js'
import { CARD_TRANSACTION_STATUSES, CardTransactionSchema, PAYMENT_STATUSES, PaymentIdParams, PaymentSchema } from './payments.js'
import { SANDBOX_ACCESS } from './sandbox.js'

const TransactionIdParams = Type.Object({
  transactionId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
})

const CardDetailsSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', description: 'Name on the card' }),
    number: Type.String({ minLength: 12, maxLength: 23, description: '12 to 19 digits, spaces allowed' }),
    expire: Type.String({ pattern: '^(0[1-9]|1[0-2])/\\d{2}$', description: 'MM/YY' }),
  },
  { additionalProperties: false, title: 'CardDetails' },
)

export const sandboxPaymentStatus = defineOperation({
  id: 'sandbox.payments.setStatus',
  errorCodes: ['invalid_transition'],
  method: 'PUT',
  url: '/sandbox/payments/:paymentId/status',
  tag: 'Sandbox',
  summary: "Move one of the caller's registrar's payments to another status, as the registry would",
  description:
    'Allowed: submitted → approved, suspended or rejected; suspended → approved or rejected. Others answer 409 `invalid_transition`. Approving adds the payment to the credit and issues its invoice.',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  params: PaymentIdParams,
  body: Type.Object({ status: Type.Enum([...PAYMENT_STATUSES]) }, { additionalProperties: false }),
  successStatus: 200,
  response: PaymentSchema,
  errors: [400, 401, 403, 404, 409],
})

export const sandboxCardList = defineOperation({
  id: 'sandbox.payments.creditCard.list',
  errorCodes: [],
  method: 'GET',
  url: '/sandbox/payments/creditCard/transactions',
  tag: 'Sandbox',
  summary: "List the caller's registrar's card transactions, newest first",
  description:
    'The registry sees every transaction its card gateway holds (the registrar\'s API reads one by id only): the registry-side screen picks the pending ones to decide. At most `limit` (default 50).',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  query: Type.Object(
    {
      status: Type.Optional(Type.Enum([...CARD_TRANSACTION_STATUSES], { description: 'Only transactions in this status' })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: Type.Array(CardTransactionSchema),
  errors: [400, 401, 403],
})

export const sandboxCardDecision = defineOperation({
  id: 'sandbox.payments.creditCard.decide',
  errorCodes: ['transaction_not_pending', 'invalid_card', 'card_expired'],
  method: 'POST',
  url: '/sandbox/payments/creditCard/transactions/:transactionId/decision',
  tag: 'Sandbox',
  summary: 'Approve or decline a pending card transaction without the bank page',
  description:
    'Approving creates the approved creditCard payment (credit added, invoice issued); `card` defaults to a demo VISA. 409 `transaction_not_pending` once decided.',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  params: TransactionIdParams,
  body: Type.Object(
    { outcome: Type.Enum(['approve', 'decline']), card: Type.Optional(CardDetailsSchema) },
    { additionalProperties: false },
  ),
  successStatus: 200,
  response: CardTransactionSchema,
  errors: [400, 401, 403, 404, 409],
})

const GatewaySchema = Type.Object(
  { reachable: Type.Boolean({ description: 'False makes starting a card payment answer 502' }) },
  { additionalProperties: false, title: 'CardGateway' },
)

export const sandboxCardGatewayGet = defineOperation({
  id: 'sandbox.payments.gateway.get',
  errorCodes: [],
  method: 'GET',
  url: '/sandbox/payments/creditCard/gateway',
  tag: 'Sandbox',
  summary: "Read whether the simulated card gateway is reachable for the caller's registrar",
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: GatewaySchema,
  errors: [401, 403],
})

export const sandboxCardGatewaySet = defineOperation({
  id: 'sandbox.payments.gateway.set',
  errorCodes: [],
  method: 'PUT',
  url: '/sandbox/payments/creditCard/gateway',
  tag: 'Sandbox',
  summary: "Make the simulated card gateway reachable or unreachable for the caller's registrar",
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  body: GatewaySchema,
  successStatus: 200,
  response: GatewaySchema,
  errors: [400, 401, 403],
})

export const bankPayPage = defineOperation({
  id: 'sandbox.bank.page',
  errorCodes: [],
  method: 'GET',
  url: '/sandbox/bank/pay/:transactionId',
  tag: 'Sandbox',
  summary: "The bank's card payment page of a transaction (HTML, Italian or English)",
  description:
    "Public: the transaction id is the credential, as on a real bank page. Shows the amount, the merchant and a card form with Approve and Decline buttons. An unknown id answers an HTML 404 page.",
  access: { public: true },
  errorKind: 'current',
  params: TransactionIdParams,
  successStatus: 200,
  produces: 'text/html',
  ownAnswers: { 404: { mediaType: 'text/html', description: 'An HTML page: no such transaction' } },
  errors: [400, 404],
})

export const bankPaySubmit = defineOperation({
  id: 'sandbox.bank.submit',
  errorCodes: [],
  method: 'POST',
  url: '/sandbox/bank/pay/:transactionId',
  tag: 'Sandbox',
  summary: "Submit the bank's card payment page",
  description:
    "Answers **303** to the transaction's `redirectSuccessUrl` (approved) or `redirectFailureUrl` (declined). Form fields: `action` (approve or decline) and, to approve, `name`, `number`, `expire` (MM/YY). Invalid card data re-renders the page with 400; a decided transaction answers an HTML 409 page.",
  access: { public: true },
  errorKind: 'current',
  params: TransactionIdParams,
  body: Type.Object(
    {
      action: Type.Enum(['approve', 'decline']),
      name: Type.Optional(Type.String({ maxLength: 100 })),
      number: Type.Optional(Type.String({ maxLength: 23 })),
      expire: Type.Optional(Type.String({ maxLength: 5 })),
      cvv: Type.Optional(Type.String({ maxLength: 4 })),
    },
    { additionalProperties: false },
  ),
  consumes: ['application/x-www-form-urlencoded'],
  successStatus: 200,
  produces: 'text/html',
  ownAnswers: {
    303: {
      mediaType: 'text/plain',
      description: "Decided: to the transaction's `redirectSuccessUrl` or `redirectFailureUrl`",
      headers: { Location: 'The redirect URL of the decision' },
    },
    400: { mediaType: 'text/html', description: 'The page again, with the card field at fault marked' },
    404: { mediaType: 'text/html', description: 'An HTML page: no such transaction' },
    409: { mediaType: 'text/html', description: 'The page of a transaction already decided' },
  },
  errors: [400, 404, 409],
})
