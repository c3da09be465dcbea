/**
 * The counts of one day's breakdown as stored (db/migrations/0009_create_statistics.ts): 32-bit
 * little-endian integers, one per category, in the order of the categories' list. Little-endian
 * is the stored form on every machine: a big-endian one writes and reads byte by byte.
 */
import { endianness } from 'node:os'

const NATIVE_LITTLE_ENDIAN = endianness() === 'LE'

export function packCounts(counts: Int32Array): Buffer {
  if (NATIVE_LITTLE_ENDIAN) return Buffer.from(counts.buffer, counts.byteOffset, counts.byteLength)
  const buf = Buffer.allocUnsafe(counts.length * 4)
  for (let i = 0; i < counts.length; i++) buf.writeInt32LE(counts[i]!, i * 4)
  return buf
}

export function unpackCounts(buf: Buffer): Int32Array {
  const counts = new Int32Array(buf.length / 4)
  for (let i = 0; i < counts.length; i++) counts[i] = buf.readInt32LE(i * 4)
  return counts
}
