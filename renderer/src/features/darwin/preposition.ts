/**
 * The Italian preposition "a" before a name: "ad" when the name starts with an a ("ad admin", "ad
 * Anna"), whose d keeps the two a's apart; "a" before any other letter ("a domain", "a Elena"), as
 * the Accademia della Crusca advises. The Italian messages that name a user after "a" take it as
 * `{a}` (`{aPrevious}` for a second name); the English ones have no use for it.
 */
export function italianA(name: string): 'a' | 'ad' {
  // NFD: an accented a ("Àlvaro") is an a followed by its accent.
  return /^a/i.test(name.normalize('NFD')) ? 'ad' : 'a'
}
