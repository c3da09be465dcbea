/**
 * One ZIP of invoice PDFs, built with fflate's streaming `Zip`: each PDF is added as soon as it
 * arrives (stored, as PDFs are compressed already) and its bytes become ZIP chunks at once, so a
 * PDF is held only until it is in the archive. A PDF that cannot be downloaded does not fail the
 * whole archive: it is listed, with the reason, in a text file at the end.
 */
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'

export interface ZipEntrySource {
  /** The name inside the archive (`fattura-2026-12.pdf`). */
  readonly name: string
  /** Downloads the file; a rejection lists the entry as missing. */
  fetch(signal: AbortSignal): Promise<Uint8Array>
}

export interface ZipBuildOptions {
  readonly signal: AbortSignal
  /** The text file's name (`pdf-mancanti.txt` / `missing.txt`). */
  readonly missingName: string
  /** One line of the text file for an entry that failed. */
  missingLine(name: string, error: unknown): string
  /** After each entry: how many are done of how many. */
  onProgress?(done: number, total: number): void
}

export interface ZipResult {
  /** The archive, as the chunks fflate wrote (handed to the save without joining them). */
  chunks: Uint8Array[]
  added: number
  missing: string[]
}

function isAbort(err: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (err instanceof Error && (err.name === 'AbortError' || err.name === 'CanceledError'))
}

export async function buildZip(entries: readonly ZipEntrySource[], options: ZipBuildOptions): Promise<ZipResult> {
  const { signal } = options
  const chunks: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((err, chunk) => {
    if (err) failure = err
    else chunks.push(chunk)
  })
  const missing: string[] = []
  let added = 0
  options.onProgress?.(0, entries.length)
  for (const [i, entry] of entries.entries()) {
    signal.throwIfAborted()
    try {
      const bytes = await entry.fetch(signal)
      const file = new ZipPassThrough(entry.name)
      zip.add(file)
      file.push(bytes, true)
      added++
    } catch (err) {
      if (isAbort(err, signal)) throw signal.reason ?? err
      missing.push(options.missingLine(entry.name, err))
    }
    options.onProgress?.(i + 1, entries.length)
  }
  if (missing.length > 0) {
    const list = new ZipDeflate(options.missingName, { level: 6 })
    zip.add(list)
    list.push(strToU8(missing.join('\r\n') + '\r\n'), true)
  }
  zip.end()
  if (failure) throw failure
  return { chunks, added, missing }
}
