import type { SeedContext } from '../../db/seed/context.js'

// Placeholder: the registrar area's part of the demo data set is seeded here by its owner.
export function seedRegistrar(_ctx: SeedContext): void {}
