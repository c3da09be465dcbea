/**
 * The credit ledger, its warnings and the invoices of the generated billing, written on another
 * core (index.ts starts it) while the main thread writes the payments: the main thread replays
 * each registrar's billing (billing.ts) and sends its ledger here as typed arrays; after the last
 * one come the invoices of all of them, numbered across the registry. The ledger and the invoices
 * go into two side files with their indexes (side-database.ts): the ledger's is announced as soon
 * as it is done (the main thread copies it in while the invoices are made), the invoices' last.
 * The worker is started before the data folder is made (worker.ts): the side files come first.
 */
import { parentPort } from 'node:worker_threads'
import { type Calendar, createCalendar } from './calendar.js'
import { generateInvoices, type InvoiceSource } from './invoices.js'
import { approvalsOf, type LedgerRows, writeLedger } from './ledger.js'
import { type OpenSideLoad, openSideLoad, type SideLoad } from './side-database.js'

export interface BillingWorkerData {
  /** The credit movements and warnings, made and announced first (the main thread copies them in early). */
  readonly ledger: SideLoad
  /** The invoices, made once every registrar's ledger is written. */
  readonly invoices: SideLoad
  readonly now: number
  readonly years: number
}

/** The side files first; then one registrar's ledger, in the order the registrars are generated; then `end`. */
export type BillingWorkerMessage =
  | { readonly type: 'start'; readonly data: BillingWorkerData }
  | { readonly type: 'registrar'; readonly ledger: LedgerRows }
  | { readonly type: 'end' }

/** The rows written: first the ledger's (credit movements and warnings), then the invoices'. */
export type BillingWorkerResult = number

/** The side files and the calendar, from the first message. */
let work: { readonly ledger: OpenSideLoad; readonly invoices: OpenSideLoad; readonly cal: Calendar } | undefined
const sources: InvoiceSource[] = []

function receive(message: BillingWorkerMessage): void {
  if (message.type === 'start') {
    const { data } = message
    work = { ledger: openSideLoad(data.ledger), invoices: openSideLoad(data.invoices), cal: createCalendar(data.now, data.years) }
    return
  }
  if (!work) throw new Error('the billing worker got rows before its side files')
  const { ledger, invoices, cal } = work
  try {
    if (message.type === 'registrar') {
      const months = writeLedger(ledger.load, cal, message.ledger)
      sources.push({ registrarId: message.ledger.registrarId, approvals: approvalsOf(message.ledger), months })
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
