/**
 * Invoice PDFs downloaded before, answered from the operation's `onRequest` hook right after the
 * access checks (mount's `kept`), as the kept search pages are (core/page-cache.ts): a repeated
 * download then costs its token's check, one `stat` of the file and the answer, not the
 * parameters' validation, the invoice's row and the handler (half of a download's time, in a CPU
 * profile under load: docs/performance.md).
 *
 * What a registrar's URL led to (the file and its name) is remembered once it was answered the
 * whole way, and holds while the invoices are unchanged: every write to them bumps their version
 * (search_versions, by triggers), which forgets everything. The file itself is checked at every
 * download (core/small-files.ts), so a PDF drawn again is answered new and a PDF gone from the
 * folder goes the whole way, to its 404.
 */
import type { SmallFileReader } from '../../core/small-files.js'
import type { KeptFile } from '../../mount.js'

/** The headers of an invoice's PDF, on the full way and the kept one alike. */
export function pdfHeadersOf(size: number, fileName: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-length': String(size),
    // The name is built from digits and dashes only: nothing to quote or encode.
    'content-disposition': `inline; filename="${fileName}"`,
    'cache-control': 'private, no-cache',
  }
}

export interface KeptPdfs {
  /** Remembers where a download answered the whole way led, for this registrar and raw URL. */
  remember(registrarId: number, url: string, file: { readonly path: string; readonly fileName: string }): void
  /** The answer to a URL this registrar downloaded before, while the invoices are unchanged and its file is there. */
  kept(registrarId: number, url: string): KeptFile | undefined
  clear(): void
}

export function createKeptPdfs(version: () => number, pdfs: SmallFileReader, maxUrls = 1000): KeptPdfs {
  const files = new Map<string, { readonly path: string; readonly fileName: string }>()
  let current: number | undefined
  const keyOf = (registrarId: number, url: string) => `${registrarId} ${url}`
  const clear = () => {
    files.clear()
    current = undefined
  }
  return {
    remember(registrarId, url, file) {
      const now = version()
      if (now !== current) {
        files.clear()
        current = now
      }
      if (files.size >= maxUrls) files.delete(files.keys().next().value!)
      files.set(keyOf(registrarId, url), { path: file.path, fileName: file.fileName })
    },
    kept(registrarId, url) {
      if (files.size === 0) return undefined
      if (version() !== current) {
        clear()
        return undefined
      }
      const key = keyOf(registrarId, url)
      const known = files.get(key)
      if (!known) return undefined
      const bytes = pdfs.read(known.path)?.bytes
      if (!bytes) {
        // Gone, or grown past what is kept in memory: the whole way says which.
        files.delete(key)
        return undefined
      }
      return { bytes, headers: pdfHeadersOf(bytes.length, known.fileName) }
    },
    clear,
  }
}
