/**
 * A small deterministic generator (mulberry32), so the demo data set is the same every time for
 * the same anchor date: reproducible screenshots, tests and bug reports.
 */
export interface Random {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** Money with two decimals between min and max euro, as integer cents. */
  cents(min: number, max: number): number
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (p) => next() < p,
    cents: (min, max) => int(min * 100, max * 100),
  }
}
