import { createRandom, type Random } from '../random.js'

/** The generator's random numbers for one area (billing, darwin…): its own sequence per seed, whichever thread draws it. */
export function areaRandom(seed: number, area: string): Random {
  return createRandom(([...area].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) ^ Math.imul(seed, 0x9e3779b1)) >>> 0)
}
