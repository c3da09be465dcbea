/** The sections of the registrar data screen, in the order of its tabs; the first is the default. */
export const REGISTRAR_DATA_SECTIONS = ['contract', 'customer', 'emails', 'headquarter'] as const
export type RegistrarDataSection = (typeof REGISTRAR_DATA_SECTIONS)[number]
