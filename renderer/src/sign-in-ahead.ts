import type { Router } from 'vue-router'
import type { PdfServiceAhead } from './components/pdf/pdf-ahead'
import { createPdfService } from './components/pdf/pdf-service'
import { preloadRoute } from './route-preload'

/**
 * What the sign-in screen prepares while the user types, for an invoice opened right after
 * signing in (a link to it lands on the sign-in screen first): the PDF service, warmed up
 * (pdf-ahead.ts), and the invoice screen's code. Its own chunk, loaded when the sign-in screen
 * is idle, so that the sign-in screen's own code stays as small as it is (docs/architecture.md).
 */
export function prepareFirstInvoice(router: Router, pdfAhead: PdfServiceAhead, service = createPdfService()): Promise<void> {
  pdfAhead.give(service)
  // A failure is no one's business yet: the first PDF opened loads pdf.js again, and says so.
  service.warm().catch(() => undefined)
  return preloadRoute(router, 'invoice')
}
