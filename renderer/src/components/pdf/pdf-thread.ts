import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

/**
 * Starts the thread pdf.js parses PDFs in: pdf.js's worker script (1.2 MB to compile), served
 * from our own origin (the CSP allows 'self' workers only). Only its address is in this module:
 * the script itself loads on the thread.
 */
export const startPdfThread = (): Worker => new Worker(workerUrl, { type: 'module' })
