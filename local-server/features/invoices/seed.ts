import type { SeedContext } from '../../db/seed/context.js'

// Placeholder: the invoices area's part of the demo data set is seeded here by its owner.
export function seedInvoices(_ctx: SeedContext): void {}
