/**
 * Small stored files (invoice PDFs, a few KB) read from memory: streaming one from disk costs an
 * open, a read and a close on the thread pool and a stream for every download, which held the PDF
 * download to a third of a cached search's speed (docs/performance.md). Each read checks the file
 * with one stat (identity, size, modification time), so a file replaced, re-rendered or deleted
 * on disk is never answered from memory. Bounded in bytes, least recently used first out; larger
 * files are left to the caller to stream.
 */
import { readFileSync, type Stats, statSync } from 'node:fs'

interface SmallFile {
  readonly size: number
  /** The content, when the file is small enough to be kept; otherwise stream it from its path. */
  readonly bytes: Buffer | undefined
}

export interface SmallFileReader {
  /** The file at `path`, or undefined when there is no regular file there. */
  read(path: string): SmallFile | undefined
}

interface Entry {
  readonly stamp: string
  readonly bytes: Buffer
}

const stampOf = (s: Stats): string => `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}`

export function createSmallFileReader(limits: { maxFileBytes: number; maxBytes: number } = { maxFileBytes: 256 * 1024, maxBytes: 8 * 1024 * 1024 }): SmallFileReader {
  const entries = new Map<string, Entry>()
  let bytes = 0
  const drop = (path: string, entry: Entry) => {
    entries.delete(path)
    bytes -= entry.bytes.length
  }
  return {
    read(path) {
      const stats = statSync(path, { throwIfNoEntry: false })
      const known = entries.get(path)
      if (!stats?.isFile()) {
        if (known) drop(path, known)
        return undefined
      }
      if (stats.size > limits.maxFileBytes) return { size: stats.size, bytes: undefined }
      const stamp = stampOf(stats)
      if (known) {
        drop(path, known)
        if (known.stamp === stamp) {
          entries.set(path, known)
          bytes += known.bytes.length
          return { size: known.bytes.length, bytes: known.bytes }
        }
      }
      let content: Buffer
      try {
        content = readFileSync(path)
      } catch (err) {
        // Deleted between the stat and the read.
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw err
      }
      // Kept only if it did not change while it was read (a size that differs tells).
      if (content.length === stats.size) {
        while (entries.size > 0 && bytes + content.length > limits.maxBytes) {
          const [oldest, entry] = entries.entries().next().value!
          drop(oldest, entry)
        }
        entries.set(path, { stamp, bytes: content })
        bytes += content.length
      }
      return { size: content.length, bytes: content }
    },
  }
}
