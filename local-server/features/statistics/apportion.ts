/**
 * Largest-remainder apportionment (Hamilton's method): splits a whole number among categories in
 * proportion to their weights so that the parts are integers adding up to exactly the whole. Each
 * part is its quota rounded down, and the units left over go one each to the largest remainders
 * (equal remainders: the earlier category). The data set uses it to split a day's domains among
 * provinces, types, nationalities and registrars; the answers use it for shares in basis points.
 */

/** Remainders are compared to 2^-32: finer differences count as equal (then the earlier category wins). */
const REMAINDER_SCALE = 2 ** 32

export function apportion(whole: number, weights: ArrayLike<number>, into: Int32Array = new Int32Array(weights.length)): Int32Array {
  const n = weights.length
  let sum = 0
  for (let i = 0; i < n; i++) sum += weights[i]!
  if (whole <= 0 || sum <= 0) return into.fill(0)
  // Each remainder and its category packed in one number, so a native numeric sort orders them:
  // the scaled remainder, then n − 1 − i so that the earlier category sorts higher (exact below 2^53).
  const keys = new Float64Array(n)
  let given = 0
  for (let i = 0; i < n; i++) {
    const quota = (whole * weights[i]!) / sum
    const floor = Math.floor(quota)
    into[i] = floor
    given += floor
    keys[i] = Math.floor((quota - floor) * REMAINDER_SCALE) * n + (n - 1 - i)
  }
  const left = whole - given
  if (left > 0) {
    keys.sort()
    for (let k = 0; k < left; k++) into[n - 1 - (keys[n - 1 - k]! % n)]! += 1
  }
  return into
}
