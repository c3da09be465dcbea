/**
 * Credit (spec, "Credit, payments and invoices"): the balance kept by the credit ledger, the
 * balance at the end of a date, and the warning threshold. Rules: docs/billing.md.
 */
import { Type, type Static } from 'typebox'
import { BILLING_ACCESS } from './access.js'
import { DateOnly, DateTime, EuroAmount } from './common.js'
import { defineOperation } from './operation.js'
import { SANDBOX_ACCESS } from './sandbox.js'

export { BILLING_ACCESS }

const CREDIT_STATUSES = ['normalBalance', 'belowThreshold', 'exhausted'] as const
export type CreditStatus = (typeof CREDIT_STATUSES)[number]

const CreditSchema = Type.Object(
  {
    credit: Type.Number({ description: 'Credit available for operations, in euro', examples: [1520.5] }),
    threshold: Type.Number({ description: 'Warning threshold, in euro', examples: [500] }),
    lastupdate: DateTime('Last change of the credit or of the threshold'),
    status: Type.Enum([...CREDIT_STATUSES], {
      description:
        '`normalBalance` (credit at or above the threshold), `belowThreshold` (positive credit below the threshold), `exhausted` (no credit left)',
    }),
  },
  { title: 'Credit' },
)
export type Credit = Static<typeof CreditSchema>

const CreditOnDateSchema = Type.Object(
  { credit: Type.Number({ description: 'Credit at 23:59:59 (Europe/Rome) of the date, in euro' }) },
  { title: 'CreditOnDate' },
)

const ThresholdSchema = Type.Object(
  {
    threshold: EuroAmount('Warning threshold', { zero: true }),
  },
  { title: 'CreditThreshold', additionalProperties: false },
)

export const creditGet = defineOperation({
  id: 'credit.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/credit',
  tag: 'credit',
  summary: "Read the registrar's credit",
  access: BILLING_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: CreditSchema,
  errors: [401, 403],
})

export const creditUntilDate = defineOperation({
  id: 'credit.untilDate',
  errorCodes: [],
  method: 'GET',
  url: '/v1/credit/untilDate',
  tag: 'credit',
  summary: 'Read the credit at the end of a date',
  description: 'Every credit change up to 23:59:59 (Europe/Rome) of `date` counts; one indexed lookup however long the history.',
  access: BILLING_ACCESS,
  errorKind: 'current',
  query: Type.Object({ date: DateOnly('The date, included') }, { additionalProperties: false }),
  successStatus: 200,
  response: CreditOnDateSchema,
  errors: [400, 401, 403],
})

export const creditThresholdGet = defineOperation({
  id: 'credit.threshold.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/credit/warnThreshold',
  tag: 'credit',
  summary: 'Read the credit warning threshold',
  access: BILLING_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: Type.Object({ threshold: Type.Number({ description: 'Warning threshold, in euro' }) }, { title: 'CreditThreshold' }),
  errors: [401, 403],
})

export const creditThresholdSet = defineOperation({
  id: 'credit.threshold.set',
  errorCodes: [],
  method: 'PUT',
  url: '/v1/credit/warnThreshold',
  tag: 'credit',
  summary: 'Set the credit warning threshold',
  description:
    'When the credit falls below the threshold the registry queues one EPP warning message; another one only after the credit has gone back to the threshold or above and fallen again. Setting a threshold above the current credit counts as falling below it.',
  access: BILLING_ACCESS,
  errorKind: 'legacy',
  body: ThresholdSchema,
  successStatus: 204,
  errors: [400, 401, 403],
})

// ---- Sandbox controls (the registry's side) ----

const CHARGE_OPERATIONS = ['domain-create', 'domain-renew', 'bulk-transfer', 'penalty'] as const
export type ChargeOperation = (typeof CHARGE_OPERATIONS)[number]

const ChargeRequestSchema = Type.Object(
  {
    operation: Type.Enum([...CHARGE_OPERATIONS], { description: 'The charged operation' }),
    domain: Type.Optional(
      Type.String({ minLength: 3, maxLength: 253, description: 'The domain (required except for penalties), e.g. `esempio.it`' }),
    ),
    cost: Type.Optional(
      EuroAmount('Cost; default from the price list'),
    ),
  },
  { additionalProperties: false, title: 'ChargeRequest' },
)

const ChargeSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Id of the credit movement' }),
    operation: Type.Enum([...CHARGE_OPERATIONS]),
    domain: Type.Optional(Type.String()),
    amount: Type.Number({ description: 'Charged amount, negative, in euro' }),
    paymentId: Type.Optional(Type.Integer({ description: 'The payment the operation is charged on' })),
    credit: Type.Number({ description: 'Credit after the charge, in euro' }),
    date: DateTime(),
  },
  { title: 'Charge' },
)

const EppMessageSchema = Type.Object(
  {
    id: Type.Integer(),
    type: Type.String({ description: '`creditWarning`' }),
    message: Type.String(),
    credit: Type.Number({ description: 'Credit when the message was queued, in euro' }),
    threshold: Type.Number({ description: 'Threshold when the message was queued, in euro' }),
    created: DateTime(),
  },
  { title: 'EppMessage' },
)

export const sandboxCreditCharge = defineOperation({
  id: 'sandbox.credit.charge',
  errorCodes: ['invalid_domain', 'insufficient_credit'],
  method: 'POST',
  url: '/sandbox/credit/charges',
  tag: 'Sandbox',
  summary: "Charge a domain operation on the caller's registrar credit",
  description:
    'Subtracts the cost from the credit, charged on the latest approved payment, as the registry does for an EPP operation. 409 `insufficient_credit` when the credit does not cover it. Default costs: domain-create 4.00, domain-renew 4.00, bulk-transfer 2.00, penalty 50.00.',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  body: ChargeRequestSchema,
  successStatus: 201,
  response: ChargeSchema,
  errors: [400, 401, 403, 409],
})

export const sandboxEppMessages = defineOperation({
  id: 'sandbox.credit.messages',
  errorCodes: [],
  method: 'GET',
  url: '/sandbox/credit/messages',
  tag: 'Sandbox',
  summary: "List the EPP messages queued for the caller's registrar (credit warnings)",
  description: 'Newest first.',
  access: SANDBOX_ACCESS,
  errorKind: 'current',
  successStatus: 200,
  response: Type.Array(EppMessageSchema),
  errors: [401, 403],
})
