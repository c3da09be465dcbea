/**
 * The registrars of the synthetic data set: 38 invented ones with plausible public names (any
 * likeness to a real company is unintended) and the sandbox's own two, DEMO-REG and OTHER-REG,
 * which enter the market on their contract date (`registrars.created`) and are named by their
 * public name (`registrar_public_info.display_name`). Weights are relative market weights at full
 * strength; the profile says how a registrar's weight moves over the years (docs/statistics.md).
 */

/** How a registrar's weight moves: `steady`, `grow` (doubles over 15 years), `decline` (0.6× by 2026), `fade` (0.2×). */
export type RegistrarProfile = 'steady' | 'grow' | 'decline' | 'fade'

export interface SyntheticRegistrar {
  /** Key of the registrar in the data set (a code, never shown). */
  readonly key: string
  /** Public name; the sandbox's registrars take theirs from their public information. */
  readonly name: string
  /** First date with domains (`YYYY-MM-DD`); on or before 2000-01-01 it was already in business. */
  readonly entry: string
  readonly weight: number
  readonly profile: RegistrarProfile
}

type Row = readonly [name: string, entryYear: number, weight: number, profile: RegistrarProfile]

// Invented names after Italian places and landscapes; entry year, weight, profile.
const INVENTED: readonly Row[] = [
  ['Tirreno Net', 1998, 15, 'decline'],
  ['Appennino Domini', 1999, 12, 'steady'],
  ['Nuvola Italiana', 2003, 11, 'grow'],
  ['Lario Web Services', 1997, 6, 'decline'],
  ['Vesuvio Hosting', 2001, 5, 'steady'],
  ['Dolomiti Digitale', 2002, 4, 'grow'],
  ['Po Valley Internet', 1998, 3.5, 'decline'],
  ['Mediterranea Server', 2004, 3.5, 'grow'],
  ['Etruria Net', 1999, 3, 'steady'],
  ['Sirio Telecomunicazioni', 1996, 3, 'fade'],
  ['Brennero Cloud', 2012, 3, 'grow'],
  ['Adriatica Servizi Internet', 2001, 2, 'fade'],
  ['Gargano Web', 2005, 2, 'steady'],
  ['Laguna Domini', 2006, 2, 'steady'],
  ['Tevere Web', 2003, 1.8, 'steady'],
  ['Stretto Digitale', 2008, 1.5, 'grow'],
  ['Langhe Hosting', 2007, 1.5, 'steady'],
  ['Murge Net', 2009, 1.2, 'steady'],
  ['Monviso Informatica', 2002, 1.2, 'decline'],
  ['Salento Online', 2006, 1.2, 'steady'],
  ['Garda Internet', 2004, 1.2, 'steady'],
  ['Sila Domini', 2010, 1, 'grow'],
  ['Conero Hosting', 2011, 1, 'steady'],
  ['Etna Server', 2009, 1, 'steady'],
  ['Ligure Domini', 2002, 1, 'fade'],
  ['Maremma Net', 2008, 0.8, 'steady'],
  ['Cilento Web', 2013, 0.8, 'grow'],
  ['Sannio Digitale', 2014, 0.6, 'steady'],
  ['Valtellina Web', 2005, 0.6, 'decline'],
  ['Ciociaria Net', 2012, 0.6, 'steady'],
  ['Gallura Hosting', 2015, 0.6, 'grow'],
  ['Eolie Cloud', 2020, 0.6, 'grow'],
  ['Polesine Web', 2018, 0.5, 'steady'],
  ['Carnia Internet', 2016, 0.4, 'steady'],
  ['Lucania Online', 2017, 0.4, 'steady'],
  ['Marsica Domini', 2019, 0.4, 'steady'],
  ['Irpinia Net', 2021, 0.4, 'grow'],
  ['Tavoliere Hosting', 2022, 0.3, 'grow'],
]

/** The sandbox's own registrars: their key is their registrar code. */
export const SANDBOX_REGISTRARS = {
  'DEMO-REG': { weight: 0.5, profile: 'grow' },
  'OTHER-REG': { weight: 0.7, profile: 'steady' },
} as const satisfies Record<string, { weight: number; profile: RegistrarProfile }>

export type SandboxRegistrarCode = keyof typeof SANDBOX_REGISTRARS

/** Every registrar of the data set, the sandbox's two last; `entries` holds their contract dates. */
export function syntheticRegistrars(entries: Readonly<Record<SandboxRegistrarCode, string>>): SyntheticRegistrar[] {
  // Entry years are spread through the year by the name's length, so entries do not all fall on 1 March.
  const invented = INVENTED.map(([name, year, weight, profile]) => ({
    key: name,
    name,
    entry: `${year}-${String((name.length % 12) + 1).padStart(2, '0')}-01`,
    weight,
    profile,
  }))
  const sandbox = (Object.keys(SANDBOX_REGISTRARS) as SandboxRegistrarCode[]).map((code) => ({
    key: code,
    name: code,
    entry: entries[code],
    ...SANDBOX_REGISTRARS[code],
  }))
  return [...invented, ...sandbox]
}
