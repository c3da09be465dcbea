import type { InjectionKey } from 'vue'
import type { PdfService } from './pdf-service'

/**
 * A PDF service made before anyone signs in: on the sign-in screen, while the user types
 * (sign-in-ahead.ts), pdf.js's thread downloads and compiles its script (1.2 MB), its module
 * loads, and a small invoice-like PDF is drawn off screen so that the code a first page runs
 * through is compiled too (pdf-service.ts `warm`). An invoice opened right after signing in (a
 * link to it lands on the sign-in screen first) then waits for none of that, most of a first
 * PDF's time (`npm run bench`'s screens). The signed-in frame takes the service; only the type
 * is imported here, so the sign-in screen's own code stays as small as it is.
 */
export interface PdfServiceAhead {
  /** Keeps `service` for the frame (ending one kept before). */
  give(service: PdfService): void
  /** The service made ahead, handed over once (the taker ends it), if any. */
  take(): PdfService | undefined
  /** Ends the waiting service, if any: whoever signed in will not open PDFs. */
  drop(): void
}

export const PdfServiceAheadKey: InjectionKey<PdfServiceAhead> = Symbol('pdf-service-ahead')

export function createPdfServiceAhead(): PdfServiceAhead {
  let waiting: PdfService | undefined
  return {
    give(service) {
      waiting?.dispose()
      waiting = service
    },
    take() {
      const service = waiting
      waiting = undefined
      return service
    },
    drop() {
      waiting?.dispose()
      waiting = undefined
    },
  }
}
