/**
 * The three exports a list offers, as functions of the API caller and the user's language; the
 * component only starts them and shows their progress.
 */
import { type Invoice, invoicesList, invoicesPdf } from '@contract/invoices'
import { type Payment, paymentsList } from '@contract/payments'
import type { Call } from '@/api/call'
import { invoiceFileStem } from '@contract/invoice-number'
import type { ExportColumn } from './columns'
import { createCsvWriter } from './csv-writer'
import { invoiceColumns, paymentColumns } from './list-columns'
import { searchPages } from './page-iterator'
import { createXlsxWriter } from './xlsx-writer'
import { writeCsv, writeXlsx, type Report } from './write-list'
import { buildZip, type ZipResult } from './zip-builder'

export type ExportList = 'payments' | 'invoices'
type T = (key: string, values?: Record<string, unknown>) => string

function listDef(list: ExportList, t: T): { op: typeof paymentsList | typeof invoicesList; columns: ExportColumn<Payment | Invoice>[] } {
  return list === 'payments'
    ? { op: paymentsList, columns: paymentColumns(t) as ExportColumn<Payment | Invoice>[] }
    : { op: invoicesList, columns: invoiceColumns(t) as ExportColumn<Payment | Invoice>[] }
}

export interface ExportContext {
  call: Call
  locale: string
  t: T
  signal: AbortSignal
  report: Report
}

/** The whole filtered list as CSV chunks. */
export function exportCsv(list: ExportList, query: Record<string, unknown>, ctx: ExportContext): Promise<Uint8Array[]> {
  const { op, columns } = listDef(list, ctx.t)
  return writeCsv(searchPages(ctx.call, op, query, { signal: ctx.signal }), createCsvWriter(ctx.locale, columns), ctx.report)
}

/** The whole filtered list as one XLSX sheet. */
export async function exportXlsx(list: ExportList, query: Record<string, unknown>, ctx: ExportContext): Promise<Uint8Array> {
  const { op, columns } = listDef(list, ctx.t)
  const writer = await createXlsxWriter(ctx.locale, ctx.t(`${list}.title`), columns)
  return writeXlsx(searchPages(ctx.call, op, query, { signal: ctx.signal }), writer, ctx.report)
}

/** The PDFs of the filtered invoices (or of the ids given) in one ZIP. */
export async function exportInvoicePdfs(query: Record<string, unknown>, ctx: ExportContext, only?: ReadonlySet<number>): Promise<ZipResult> {
  // Only what names a PDF is kept of the list: three numbers an invoice.
  const invoices: Pick<Invoice, 'id' | 'fiscalYear' | 'invoiceNumber'>[] = []
  for await (const page of searchPages<Invoice>(ctx.call, invoicesList, query, { signal: ctx.signal })) {
    for (const i of page.elements) if (!only || only.has(i.id)) invoices.push({ id: i.id, fiscalYear: i.fiscalYear, invoiceNumber: i.invoiceNumber })
  }
  return buildZip(
    invoices.map((i) => ({
      name: ctx.t('invoices.pdfFileName', { stem: invoiceFileStem(i) }),
      fetch: (signal: AbortSignal) => ctx.call(invoicesPdf, { params: { invoiceId: i.id }, signal }),
    })),
    {
      signal: ctx.signal,
      missingName: ctx.t('exports.missingName'),
      missingLine: (name, err) => ctx.t('exports.missingLine', { name, reason: reasonOf(err) }),
      onProgress: ctx.report,
    },
  )
}

function reasonOf(err: unknown): string {
  const e = err as { status?: number; code?: string; message?: string }
  return [e.status, e.code].filter(Boolean).join(' ') || e.message || String(err)
}

