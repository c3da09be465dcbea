import type { SeedContext } from '../../db/seed/context.js'

// Placeholder: the payments area's part of the demo data set is seeded here by its owner.
export function seedPayments(_ctx: SeedContext): void {}
