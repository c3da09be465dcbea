import type { SeedContext } from '../../db/seed/context.js'

// Placeholder: the darwin area's part of the demo data set is seeded here by its owner.
export function seedDarwin(_ctx: SeedContext): void {}
