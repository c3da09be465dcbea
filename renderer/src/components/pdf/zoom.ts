/**
 * The PDF viewer's scale: it opens fitted to the width of its container (and follows it when the
 * window is resized) until the user zooms; zooming steps through fixed levels from wherever the
 * fitted scale was.
 */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const
export const MIN_ZOOM = ZOOMS[0]
export const MAX_ZOOM = ZOOMS[ZOOMS.length - 1]!

/** The scale at which a page `pageWidth` wide (at scale 1) fills `available` pixels. */
export function fitScale(available: number, pageWidth: number): number {
  if (!(available > 0) || !(pageWidth > 0)) return 1
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM / 2, available / pageWidth))
}

/** The next level up (`step` 1) or down (-1) from `scale`, which may lie between two levels. */
export function stepZoom(scale: number, step: 1 | -1): number {
  const eps = 0.001
  if (step > 0) return ZOOMS.find((z) => z > scale + eps) ?? MAX_ZOOM
  return [...ZOOMS].reverse().find((z) => z < scale - eps) ?? MIN_ZOOM
}
