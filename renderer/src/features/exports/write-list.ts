/**
 * A whole search written to a file, page by page. What is held, and when:
 * - an API page (at most 100 rows) until it is written, then it is let go;
 * - CSV: the file as UTF-8 chunks, one per page, handed to the save as they are (a Blob in the
 *   browser joins them without a second copy of the rows);
 * - XLSX: the workbook's cells (see xlsx-writer.ts), then the file's bytes.
 * So the rows are never held twice, as objects and as a file, beyond one page.
 */
import type { CsvWriter } from './csv-writer'
import type { ExportPage } from './page-iterator'
import type { XlsxWriter } from './xlsx-writer'

export type Report = (done: number, total: number) => void

export async function writeCsv<T>(pages: AsyncIterable<ExportPage<T>>, writer: CsvWriter<T>, report: Report): Promise<Uint8Array[]> {
  const chunks = [writer.header()]
  let done = 0
  for await (const page of pages) {
    chunks.push(writer.rows(page.elements))
    done += page.elements.length
    report(done, page.totalElements)
  }
  return chunks
}

export async function writeXlsx<T>(pages: AsyncIterable<ExportPage<T>>, writer: XlsxWriter<T>, report: Report): Promise<Uint8Array> {
  let done = 0
  for await (const page of pages) {
    writer.rows(page.elements)
    done += page.elements.length
    report(done, page.totalElements)
  }
  return writer.finish()
}
