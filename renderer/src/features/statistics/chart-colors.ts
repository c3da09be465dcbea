/**
 * The statistics charts' colours. Each stands at least 3:1 against the white card (WCAG 2.1,
 * 1.4.11 non-text contrast), and no chart relies on colour alone: a legend names each series,
 * the caller's registrar is marked in its label too, and every figure is in the table.
 */
export const SERIES_COLORS = ['#0b5cad', '#b42318', '#1a7f37', '#8a5a00', '#6f42c1'] as const

/** One-series bars. */
export const BAR_COLOR = '#4a6f99'

/** The caller's own registrar among the others. */
export const OWN_COLOR = '#c2410c'
