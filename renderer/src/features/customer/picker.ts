/**
 * The searchable pickers of the headquarter form (province, country): a text field offering the
 * list's entries as `Roma (RM)`. What the user typed becomes a code when it names an entry (its
 * label, its code or its name, in any case); anything else is sent as typed, so the registry's
 * refusal comes back on the field.
 */
export interface PickerOption {
  readonly code: string
  readonly name: string
}

export const optionLabel = (o: PickerOption): string => `${o.name} (${o.code})`

const fold = (s: string) => s.trim().toLocaleLowerCase()

/** The code of the entry the text names, or the text itself (trimmed) when it names none. */
export function resolvePick(text: string, options: readonly PickerOption[]): string {
  const typed = fold(text)
  if (typed === '') return ''
  const found = options.find((o) => fold(optionLabel(o)) === typed || fold(o.code) === typed || fold(o.name) === typed)
  return found ? found.code : text.trim()
}

/** The text to show for a code: its entry's label, or the code itself when the list lacks it. */
export function pickText(code: string | null | undefined, options: readonly PickerOption[]): string {
  if (!code) return ''
  const found = options.find((o) => o.code === code)
  return found ? optionLabel(found) : code
}

/**
 * Countries named in the app's language (`Intl.DisplayNames`), the registry's English name where
 * the browser has none, ordered by name in that language.
 */
export function localCountries(countries: readonly PickerOption[], locale: string): PickerOption[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  } catch {
    names = null
  }
  const named = countries.map((c) => {
    let local: string | undefined
    try {
      local = names?.of(c.code.toUpperCase())
    } catch {
      local = undefined
    }
    return { code: c.code, name: local ?? c.name }
  })
  return named.sort((a, b) => a.name.localeCompare(b.name, locale))
}
