/**
 * The credit ledger, its warnings and the invoices of the generated billing, written on another
 * core (index.ts starts it) while the main thread writes the payments: the main thread replays
 * each registrar's billing (billing.ts) and sends its ledger here as typed arrays; after the last
 * one come the invoices of all of them, numbered across the registry. The ledger and the invoices
 * go into two side files with their indexes (side-database.ts): the ledger's is announced as soon
 * as it is done (the main thread copies it in while the invoices are made), the invoices' last.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createCalendar } from './calendar.js'
import { generateInvoices, type InvoiceSource } from './invoices.js'
import { type LedgerRows, writeLedger } from './ledger.js'
import { openSideLoad, type SideLoad } from './side-database.js'

export interface BillingWorkerData {
  /** The credit movements and warnings, made and announced first (the main thread copies them in early). */
  readonly ledger: SideLoad
  /** The invoices, made once every registrar's ledger is written. */
  readonly invoices: SideLoad
  readonly now: number
  readonly years: number
}

/** One registrar's ledger and approvals, in the order the registrars are generated; then `end`. */
export type BillingWorkerMessage =
  | { readonly type: 'registrar'; readonly ledger: LedgerRows; readonly approvals: InvoiceSource['approvals'] }
  | { readonly type: 'end' }

/** The rows written: first the ledger's (credit movements and warnings), then the invoices'. */
export type BillingWorkerResult = number

const data = workerData as BillingWorkerData
const ledger = openSideLoad(data.ledger)
const invoices = openSideLoad(data.invoices)
const cal = createCalendar(data.now, data.years)
const sources: InvoiceSource[] = []

function receive(message: BillingWorkerMessage): void {
  try {
    if (message.type === 'registrar') {
      const months = writeLedger(ledger.load, cal, message.ledger)
      sources.push({ registrarId: message.ledger.registrarId, approvals: message.approvals, months })
      return
    }
    parentPort?.off('message', receive)
    parentPort?.postMessage(ledger.finish() satisfies BillingWorkerResult)
    generateInvoices(invoices.load, cal, sources)
    parentPort?.postMessage(invoices.finish() satisfies BillingWorkerResult)
  } catch (err) {
    ledger.close()
    invoices.close()
    throw err
  }
}

parentPort?.on('message', receive)
