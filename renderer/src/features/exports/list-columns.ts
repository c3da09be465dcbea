/** The columns each list exports, in the order of its screen and then the details it hides. */
import type { Invoice } from '@contract/invoices'
import type { Payment } from '@contract/payments'
import type { ExportColumn } from './columns'

type T = (key: string) => string

export function paymentColumns(t: T): ExportColumn<Payment>[] {
  return [
    { header: t('payments.fields.id'), kind: 'integer', value: (p) => p.id },
    { header: t('payments.fields.created'), kind: 'dateTime', value: (p) => p.created },
    { header: t('payments.fields.type'), kind: 'text', value: (p) => t(`payments.type.${p.type}`) },
    { header: t('payments.fields.status'), kind: 'text', value: (p) => t(`payments.status.${p.status}`) },
    { header: t('exports.columns.amount'), kind: 'money', value: (p) => p.amount },
    { header: t('exports.columns.debitedAmount'), kind: 'money', value: (p) => p.debitedAmount },
    { header: t('exports.columns.previousResidual'), kind: 'money', value: (p) => p.previousResidual },
    { header: t('exports.columns.finalResidual'), kind: 'money', value: (p) => p.finalResidual },
    { header: t('payments.fields.statusDate'), kind: 'dateTime', value: (p) => p.statusDate },
    { header: t('exports.columns.bankReference'), kind: 'text', value: (p) => p.bankPayment?.transactionId ?? p.creditCardTransaction?.transactionId },
  ]
}

export function invoiceColumns(t: T): ExportColumn<Invoice>[] {
  return [
    { header: t('invoices.number'), kind: 'integer', value: (i) => i.invoiceNumber },
    { header: t('invoices.fiscalYear'), kind: 'integer', value: (i) => i.fiscalYear },
    { header: t('invoices.date'), kind: 'date', value: (i) => i.invoiceDate },
    { header: t('exports.columns.taxable'), kind: 'money', value: (i) => i.taxableAmount },
    { header: t('invoices.taxRate'), kind: 'text', value: (i) => i.taxRate },
    { header: t('exports.columns.tax'), kind: 'money', value: (i) => i.taxAmount },
    { header: t('exports.columns.total'), kind: 'money', value: (i) => i.totalAmount },
    { header: t('exports.columns.payment'), kind: 'integer', value: (i) => i.paymentId },
  ]
}
