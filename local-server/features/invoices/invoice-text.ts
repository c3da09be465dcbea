/**
 * What an invoice bills, in Italian: its one line and how it is settled, for each kind of invoice
 * (a credit top-up paid by a payment, or a month of one operation charged on the credit).
 */
import { formatEuro, formatItalianDate } from './format.js'

const PAYMENT_TYPE_LABELS: Record<string, string> = {
  bank: 'bonifico bancario',
  creditCard: 'carta di credito',
  registry: 'accredito del registro',
  contractTransfer: 'trasferimento da contratto',
}

function paymentTypeLabel(type: string): string {
  return PAYMENT_TYPE_LABELS[type] ?? type
}

/** The line and settlement of the invoice of a payment (a credit top-up). */
export function paymentInvoiceText(payment: { id: number; type: string; date: string }, taxableCents: number) {
  return {
    line: {
      description:
        'Ricarica del credito per i servizi di registrazione dei nomi a dominio. ' +
        `Pagamento n. ${payment.id} tramite ${paymentTypeLabel(payment.type)} del ${formatItalianDate(payment.date)}.`,
      quantity: 1,
      unitCents: taxableCents,
    },
    settlement: `Importo già pagato con il pagamento n. ${payment.id}: nulla è dovuto.`,
  }
}

const OPERATION_LABELS: Record<string, string> = {
  'domain-create': 'Registrazioni di nomi a dominio',
  'domain-renew': 'Rinnovi di nomi a dominio',
  'bulk-transfer': 'Trasferimenti massivi di nomi a dominio',
  penalty: 'Penali contrattuali',
}

const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre']

/** The line and settlement of the monthly invoice of one operation charged on the credit. */
export function operationsInvoiceText(o: { operation: string; period: string; quantity: number; unitCostCents: number }) {
  const [year, month] = o.period.split('-').map(Number) as [number, number]
  return {
    line: {
      description:
        `${OPERATION_LABELS[o.operation] ?? o.operation} (${o.operation}) di ${MONTHS[month - 1]} ${year}: ` +
        `${o.quantity} operazioni a ${formatEuro(o.unitCostCents)} IVA inclusa.`,
      quantity: o.quantity,
    },
    settlement: 'Importo addebitato sul credito prepagato del registrar: nulla è dovuto.',
  }
}
