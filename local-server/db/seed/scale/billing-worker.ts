/**
 * The credit ledger, its warnings and the invoices of the generated billing, written on another
 * core (index.ts starts it) while the main thread writes the payments: the main thread replays
 * each registrar's billing (billing.ts) and sends its ledger here as typed arrays; after the last
 * one come the invoices of all of them, numbered across the registry. The rows go into a side
 * file with their indexes (side-database.ts), copied into the data folder at the end.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createCalendar } from './calendar.js'
import { generateInvoices, type InvoiceSource } from './invoices.js'
import { type LedgerRows, writeLedger } from './ledger.js'
import { openSideLoad, type SideLoad } from './side-database.js'

export interface BillingWorkerData {
  readonly side: SideLoad
  readonly now: number
  readonly years: number
}

/** One registrar's ledger and approvals, in the order the registrars are generated; then `end`. */
export type BillingWorkerMessage =
  | { readonly type: 'registrar'; readonly ledger: LedgerRows; readonly approvals: InvoiceSource['approvals'] }
  | { readonly type: 'end' }

/** The rows written. */
export type BillingWorkerResult = number

const data = workerData as BillingWorkerData
const side = openSideLoad(data.side)
const cal = createCalendar(data.now, data.years)
const sources: InvoiceSource[] = []

function receive(message: BillingWorkerMessage): void {
  try {
    if (message.type === 'registrar') {
      const months = writeLedger(side.load, cal, message.ledger)
      sources.push({ registrarId: message.ledger.registrarId, approvals: message.approvals, months })
      return
    }
    generateInvoices(side.load, cal, sources)
    parentPort?.off('message', receive)
    parentPort?.postMessage(side.finish() satisfies BillingWorkerResult)
  } catch (err) {
    side.close()
    throw err
  }
}

parentPort?.on('message', receive)
