/**
 * The invoice PDF, drawn with PDFKit and drained synchronously (issuing runs inside database
 * transactions and the seeder, which cannot await). One font only, PDFKit's default standard
 * Helvetica (headings differ by size): nothing is embedded and each extra font would cost a
 * font-metrics parse per document, so 45+ PDFs seed quickly; every word is real, selectable text.
 * Layout: docs/invoices.md.
 */
import { createRequire } from 'node:module'
import type PDFDocument from 'pdfkit'
import { invoiceLabel } from '../../contract/invoice-number.js'
import { formatEuro, formatItalianDate } from './format.js'

/** The registry as the issuer: invented, but shaped like a real Italian company. */
export const REGISTRY_ISSUER = {
  name: 'Registro Sandbox .it S.c.r.l.',
  street: 'Via Giuseppe Moruzzi 13',
  city: '56124 Pisa (PI)',
  country: 'Italia',
  vatNumber: 'IT01942350503',
  fiscalCode: '01942350503',
  pec: 'amministrazione@pec.registro-sandbox.it',
  reaNumber: 'PI-168342',
} as const

export interface InvoicePdfData {
  readonly fiscalYear: number
  readonly invoiceNumber: number
  readonly invoiceDate: string
  readonly taxableCents: number
  readonly taxCents: number
  readonly totalCents: number
  readonly taxRate: number
  readonly customer: {
    readonly name: string
    readonly code: string
    /** Street, postal code and city, country: empty when the registrar has no customer record. */
    readonly address?: readonly string[]
    readonly vatNumber?: string
    readonly fiscalCode?: string
  }
  /** The one line billed; its amount is the taxable amount. */
  readonly line: { readonly description: string; readonly quantity: number; readonly unitCents?: number }
  /** How the invoice is settled, printed first in the footer. */
  readonly settlement: string
}

const LEFT = 50
const RIGHT = 545
const WIDTH = RIGHT - LEFT
const GREY = '#555555'

// PDFKit (and the font tables it unpacks) is loaded by the first invoice drawn, not at start-up:
// loading it took a third of the server's start (docs/architecture.md, "Start-up").
const loadPackage = createRequire(import.meta.url)
let pdfkit: typeof PDFDocument | undefined
const loadPdfKit = (): typeof PDFDocument => (pdfkit ??= loadPackage('pdfkit') as typeof PDFDocument)

/** Draws the invoice and answers the whole file. */
export function renderInvoicePdf(data: InvoicePdfData): Buffer {
  // Written as everywhere else in the product (contract/invoice-number.ts): `Numero: 89/2026`.
  const number = invoiceLabel(data)
  const [y, m, d] = data.invoiceDate.split('-').map(Number) as [number, number, number]
  const PdfKit = loadPdfKit()
  const doc = new PdfKit({
    size: 'A4',
    margin: LEFT,
    compress: true,
    info: {
      Title: `Fattura n. ${number}`,
      Author: REGISTRY_ISSUER.name,
      Subject: `Fattura ${number} - ${data.customer.code}`,
      // A fixed date keeps the same invoice byte-for-byte the same across seeds.
      CreationDate: new Date(Date.UTC(y, m - 1, d, 12)),
    },
  })
  drawHeader(doc, number, data)
  drawCustomer(doc, data)
  drawLines(doc, data)
  drawTotals(doc, data)
  drawFooter(doc, data)
  doc.end()
  const chunks: Buffer[] = []
  let chunk: Buffer | null
  while ((chunk = doc.read() as Buffer | null) !== null) chunks.push(chunk)
  return Buffer.concat(chunks)
}

function drawHeader(doc: PDFKit.PDFDocument, number: string, data: InvoicePdfData): void {
  const i = REGISTRY_ISSUER
  doc.fontSize(15).fillColor('black').text(i.name, LEFT, 50)
  doc.fontSize(9).fillColor(GREY)
  doc.text(`${i.street} - ${i.city} - ${i.country}`)
  doc.text(`Partita IVA ${i.vatNumber} - Codice fiscale ${i.fiscalCode} - REA ${i.reaNumber}`)
  doc.text(`PEC ${i.pec}`)

  doc.fontSize(20).fillColor('black').text('FATTURA', LEFT, 130)
  doc.fontSize(11)
  doc.text(`Numero: ${number}`, LEFT, 158)
  doc.text(`Data: ${formatItalianDate(data.invoiceDate)}`, LEFT, 174)
  doc.text(`Anno fiscale: ${data.fiscalYear}`, LEFT, 190)
}

function drawCustomer(doc: PDFKit.PDFDocument, data: InvoicePdfData): void {
  const x = 320
  doc.roundedRect(x - 10, 125, RIGHT - x + 10, 102, 4).strokeColor('#999999').lineWidth(0.7).stroke()
  doc.fontSize(9).fillColor(GREY).text('Cliente', x, 133)
  doc.fontSize(11).fillColor('black').text(data.customer.name, x, 148, { width: RIGHT - x - 5 })
  const width = RIGHT - x - 5
  doc.fontSize(9)
  for (const line of data.customer.address ?? []) doc.text(line, x, doc.y + 1, { width })
  const ids = [data.customer.vatNumber ? `P. IVA IT${data.customer.vatNumber}` : null, data.customer.fiscalCode && data.customer.fiscalCode !== data.customer.vatNumber ? `C.F. ${data.customer.fiscalCode}` : null]
  if (ids.some(Boolean)) doc.text(ids.filter(Boolean).join(' - '), x, doc.y + 1, { width })
  doc.text(`Codice registrar: ${data.customer.code}`, x, doc.y + 1, { width })
}

// Column x positions of the lines table.
const COL = { description: LEFT, quantity: 340, price: 390, amount: 470 }

function drawLines(doc: PDFKit.PDFDocument, data: InvoicePdfData): void {
  const top = 240
  doc.rect(LEFT, top, WIDTH, 20).fill('#eeeeee')
  doc.fontSize(9).fillColor('black')
  doc.text('Descrizione', COL.description + 6, top + 6)
  doc.text('Quantità', COL.quantity, top + 6, { width: 45, align: 'right' })
  doc.text('Prezzo unitario', COL.price, top + 6, { width: 75, align: 'right' })
  doc.text('Importo', COL.amount, top + 6, { width: RIGHT - COL.amount - 6, align: 'right' })

  const rowTop = top + 28
  const { line } = data
  doc.fontSize(9)
  doc.text(line.description, COL.description + 6, rowTop, { width: COL.quantity - COL.description - 20 })
  const rowBottom = doc.y
  doc.text(String(line.quantity), COL.quantity, rowTop, { width: 45, align: 'right' })
  if (line.unitCents !== undefined) doc.text(formatEuro(line.unitCents), COL.price, rowTop, { width: 75, align: 'right' })
  doc.text(formatEuro(data.taxableCents), COL.amount, rowTop, { width: RIGHT - COL.amount - 6, align: 'right' })
  doc.moveTo(LEFT, rowBottom + 8).lineTo(RIGHT, rowBottom + 8).strokeColor('#cccccc').lineWidth(0.7).stroke()
  doc.y = rowBottom + 8
}

function drawTotals(doc: PDFKit.PDFDocument, data: InvoicePdfData): void {
  const labelX = 330
  const valueX = 440
  const valueWidth = RIGHT - valueX - 6
  let y = doc.y + 16
  const row = (label: string, value: string, bold = false) => {
    doc.fontSize(bold ? 12 : 10).fillColor('black')
    doc.text(label, labelX, y, { width: valueX - labelX - 10 })
    doc.text(value, valueX, y, { width: valueWidth, align: 'right' })
    y += bold ? 22 : 18
  }
  row('Imponibile', formatEuro(data.taxableCents))
  row(`IVA ${data.taxRate}%`, formatEuro(data.taxCents))
  doc.moveTo(labelX, y - 4).lineTo(RIGHT, y - 4).strokeColor('#999999').lineWidth(0.7).stroke()
  y += 2
  row('Totale fattura', formatEuro(data.totalCents), true)
  doc.y = y
}

function drawFooter(doc: PDFKit.PDFDocument, data: InvoicePdfData): void {
  doc.fontSize(9).fillColor(GREY)
  const lines = [
    data.settlement,
    `Operazione imponibile IVA al ${data.taxRate}% (art. 1 D.P.R. 633/1972).`,
    'Documento generato dal sandbox della Registrar API: non ha valore fiscale.',
  ]
  doc.text(lines.join('\n'), LEFT, 700, { width: WIDTH, lineGap: 2 })
}
