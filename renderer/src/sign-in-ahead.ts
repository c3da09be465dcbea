import type { Router } from 'vue-router'
import type { PdfThreadAhead } from './components/pdf/pdf-thread'
import { preloadRoute } from './route-preload'

/**
 * What the sign-in screen prepares while the user types, for an invoice opened right after
 * signing in (a link to it lands on the sign-in screen first): pdf.js's thread and module
 * (`PdfThreadAhead`) and the invoice screen's code. Its own chunk, loaded when the sign-in screen
 * is idle, so that the sign-in screen's own code stays as small as it is (docs/architecture.md).
 */
export function prepareFirstInvoice(router: Router, pdfThread: PdfThreadAhead): Promise<void> {
  pdfThread.start()
  return preloadRoute(router, 'invoice')
}
