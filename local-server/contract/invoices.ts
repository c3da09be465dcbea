/**
 * Invoices (spec, "Credit, payments and invoices"): one invoice per approved payment, and one per
 * month and operation charged on the credit, numbered per fiscal year across the registry, each
 * with its PDF. Rules and layout: docs/invoices.md.
 * The invoice's payment (`invoices.payment`) is declared in invoices-payment.ts: it needs the
 * payments contract, which itself imports InvoiceSchema from here.
 */
import { Type, type Static } from 'typebox'
import { INVOICES_ACCESS } from './access.js'
import { DateOnly, Int64, NumberedPageOf } from './common.js'
import { defineOperation } from './operation.js'
import { COMPARISON, defineSearch, EQUALITY, searchQuerySchema } from './query.js'

export { INVOICES_ACCESS }

export const InvoiceSchema = Type.Object(
  {
    id: Type.Integer({ format: 'int64', description: 'Assigned by the registry; NOT the invoice number' }),
    fiscalYear: Type.Integer({ description: 'The fiscal (calendar) year of the invoice date', examples: [2026] }),
    invoiceNumber: Type.Integer({ description: 'Progressive number within the fiscal year, across the registry, without gaps', examples: [12] }),
    totalAmount: Type.Number({ description: 'Total in euro, VAT included: taxableAmount + taxAmount', examples: [1220] }),
    taxAmount: Type.Number({ description: 'VAT in euro', examples: [220] }),
    taxRate: Type.String({ description: 'VAT rate as percentage text', examples: ['22%'] }),
    invoiceDate: DateOnly('Date of issue, in the registry zone (Europe/Rome)'),
    paymentId: Type.Optional(
      Type.Integer({
        format: 'int64',
        description: 'The approved payment this invoice was issued for; absent on a monthly invoice of operations charged on the credit',
      }),
    ),
    taxableAmount: Type.Number({ description: 'Taxable amount (imponibile) in euro', examples: [1000] }),
  },
  { title: 'Invoice' },
)
export type Invoice = Static<typeof InvoiceSchema>

const DATE_OPERATORS = COMPARISON.concat('between')

export const invoiceSearch = defineSearch({
  filters: {
    invoiceNumber: {
      kind: 'integer',
      operators: [...EQUALITY, 'isNotNull'],
      description: 'Invoice number (numbers restart every fiscal year)',
    },
    totalAmount: {
      kind: 'number',
      operators: [...COMPARISON, 'between', 'in', 'notIn'],
      description: 'Total in euro, VAT included',
    },
    invoiceDate: {
      kind: 'dateTime',
      operators: DATE_OPERATORS,
      multiple: true,
      description: 'Invoice date; a date-time compares by its date in the registry zone',
    },
    documentDate: {
      kind: 'dateTime',
      operators: DATE_OPERATORS,
      multiple: true,
      description: 'Alias of invoiceDate (the name used by the machine-readable description); both may be given and every value must hold',
    },
    paymentId: {
      kind: 'integer',
      operators: EQUALITY,
      description: 'Id of the payment the invoice is for; every operator matches only invoices of a payment',
    },
  },
  sort: ['invoiceDate', 'invoiceNumber', 'totalAmount', 'fiscalYear', 'id'],
  combinations: ['fiscalYear+invoiceNumber', 'fiscalYear+-invoiceNumber'],
})

const InvoicePageSchema = NumberedPageOf(InvoiceSchema, 'InvoicePage')
export type InvoicePage = Static<typeof InvoicePageSchema>

export const InvoiceIdParams = Type.Object({ invoiceId: Int64('Id of the invoice (not its number)') })

export const invoicesList = defineOperation({
  id: 'invoices.list',
  errorCodes: [],
  method: 'GET',
  url: '/v1/invoices',
  tag: 'invoices',
  summary: "Search the registrar's invoices",
  description: 'Newest first unless `sort` is given (`invoiceDate,desc` then `id,desc`); every explicit sort ends on `id` so pages never overlap.',
  access: INVOICES_ACCESS,
  errorKind: 'current',
  query: searchQuerySchema(invoiceSearch),
  successStatus: 200,
  response: InvoicePageSchema,
  errors: [400, 401, 403],
})

export const invoicesGet = defineOperation({
  id: 'invoices.get',
  errorCodes: [],
  method: 'GET',
  url: '/v1/invoices/:invoiceId',
  tag: 'invoices',
  summary: 'Read an invoice',
  access: INVOICES_ACCESS,
  errorKind: 'current',
  params: InvoiceIdParams,
  successStatus: 200,
  response: InvoiceSchema,
  errors: [400, 401, 403, 404],
})

export const invoicesPdf = defineOperation({
  id: 'invoices.pdf',
  errorCodes: ['pdf_unavailable'],
  method: 'GET',
  url: '/v1/invoices/:invoiceId/pdf',
  tag: 'invoices',
  summary: 'Download the PDF of an invoice',
  description:
    'Answers the PDF inline (`Content-Disposition: inline; filename="invoice-<number>-<fiscalYear>.pdf"`). Errors are JSON problem details even though the spec declares them as application/pdf.',
  access: INVOICES_ACCESS,
  errorKind: 'current',
  params: InvoiceIdParams,
  successStatus: 200,
  produces: 'application/pdf',
  successHeaders: { 'Content-Disposition': '`inline; filename="invoice-<number>-<fiscalYear>.pdf"`' },
  errors: [400, 401, 403, 404],
})

export const invoicesPdfHead = defineOperation({
  id: 'invoices.pdfAvailable',
  errorCodes: ['pdf_unavailable'],
  method: 'HEAD',
  url: '/v1/invoices/:invoiceId/pdf',
  tag: 'invoices',
  summary: 'Check that the PDF of an invoice is available',
  description:
    'Answers 200 with the headers of the download (Content-Type, Content-Length, Content-Disposition) and no body; 404 when the invoice is missing or its PDF is unavailable.',
  access: INVOICES_ACCESS,
  errorKind: 'current',
  params: InvoiceIdParams,
  successStatus: 200,
  successHeaders: {
    'Content-Type': '`application/pdf`, as the download',
    'Content-Length': 'Size of the PDF in bytes',
    'Content-Disposition': '`inline; filename="invoice-<number>-<fiscalYear>.pdf"`, as the download',
  },
  errors: [400, 401, 403, 404],
})
