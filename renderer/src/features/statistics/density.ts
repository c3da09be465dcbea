/**
 * Domains per 1,000 inhabitants of each region or province: the figure the map shades. The
 * populations are a data file (geography/italy-population.json, ISTAT) passed in, so that the
 * arithmetic is tested on its own.
 */
export interface AreaDomains {
  readonly code: string
  readonly name: string
  readonly domains: number
}

export interface AreaDensity extends AreaDomains {
  /** Null for an area the population file does not know (none today: the script checks the codes). */
  readonly inhabitants: number | null
  readonly perThousand: number | null
}

export function perThousandInhabitants(areas: readonly AreaDomains[], inhabitants: Readonly<Record<string, number>>): AreaDensity[] {
  return areas.map((area) => {
    const people = inhabitants[area.code] ?? null
    // Two decimals: the table shows and the CSV writes the same figure the map is shaded by.
    const perThousand = people ? Math.round((area.domains * 100_000) / people) / 100 : null
    return { ...area, inhabitants: people, perThousand }
  })
}
