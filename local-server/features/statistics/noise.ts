/**
 * Deterministic noise of the synthetic data set: a value for a day and a stream (what it varies:
 * registrations, deletions…) that depends on nothing else, so any day's figures are the same
 * however far the data set was generated, and in every data folder.
 */

/** A 32-bit integer hash of two integers (the finaliser of MurmurHash3, applied twice). */
function hash(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** Uniform in [0, 1) for (day, stream). */
const uniform = (day: number, stream: number): number => hash(day, stream) / 4294967296

/** Roughly normal, mean 0 and standard deviation 0.5 (the sum of three uniforms), for (day, stream). */
export const jitter = (day: number, stream: number): number =>
  uniform(day, stream * 3) + uniform(day, stream * 3 + 1) + uniform(day, stream * 3 + 2) - 1.5

/** Uniform in [0, 1) for a name: a fixed trait of a category (a registrar's churn, a province's uptake). */
export function traitOf(name: string): number {
  let h = 7
  for (let i = 0; i < name.length; i++) h = hash(h, name.charCodeAt(i))
  return h / 4294967296
}
