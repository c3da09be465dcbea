import type { SeedContext } from '../../db/seed/context.js'

// Placeholder: the security area's part of the demo data set is seeded here by its owner.
export function seedSecurity(_ctx: SeedContext): void {}
