/**
 * The home screen greets the user by the time of day on their own computer, in both languages
 * (Italian has no neutral "welcome": *benvenuto* and *benvenuta* name a gender the app does not
 * know). Noon and six in the evening part the day, as in English.
 */
type PartOfDay = 'morning' | 'afternoon' | 'evening'

export function partOfDay(at: Date): PartOfDay {
  const hour = at.getHours()
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 18) return 'afternoon'
  return 'evening'
}
