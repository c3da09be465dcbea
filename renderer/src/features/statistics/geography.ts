/**
 * The map's shapes: the 107 provinces of geography/italy-provinces.topo.json (ISTAT boundaries
 * through openpolis, keyed by sigla; docs/statistics-screen.md) and the 20 regions merged from
 * them, so that both layers share every border.
 */
import { topojson } from 'chartjs-chart-geo'
import provincesTopology from './geography/italy-provinces.topo.json'

export type MapLevel = 'region' | 'province'

// The GeoJSON and TopoJSON types as topojson-client declares them (no extra type package).
type Topology = Parameters<typeof topojson.feature>[0]
type OneFeature = Extract<ReturnType<typeof topojson.feature>, { type: 'Feature' }>
export interface GeoShape {
  type: 'Feature'
  id: string
  properties: Record<string, never>
  geometry: OneFeature['geometry']
}

interface ProvinceGeometry {
  type: 'Polygon' | 'MultiPolygon'
  /** The province's sigla (`RM`), as the API names it. */
  id: string
  /** ISTAT code of its region, '01' to '20'. */
  properties: { region: string }
}

const topology = provincesTopology as unknown as Topology
const provinces = (provincesTopology.objects.provinces.geometries as unknown[]) as ProvinceGeometry[]

/** A shape and the code the API names it by: a sigla (`RM`) or an ISTAT region code (`12`). */
export interface AreaShape {
  readonly code: string
  readonly feature: GeoShape
}

export interface ItalyShapes {
  readonly outline: GeoShape
  readonly areas: readonly AreaShape[]
}

function merged(code: string, geometries: readonly ProvinceGeometry[]): AreaShape {
  const geometry = topojson.merge(topology, geometries as unknown as Parameters<typeof topojson.merge>[1])
  return { code, feature: { type: 'Feature', id: code, properties: {}, geometry } }
}

function province(g: ProvinceGeometry): AreaShape {
  // One geometry (not a collection) gives one Feature.
  const { geometry } = topojson.feature(topology, g as unknown as Parameters<typeof topojson.feature>[1]) as OneFeature
  return { code: g.id, feature: { type: 'Feature', id: g.id, properties: {}, geometry } }
}

/** The shapes of one level, and Italy's outline around them. */
export function italyShapes(level: MapLevel): ItalyShapes {
  const outline = merged('IT', provinces).feature
  if (level === 'province') return { outline, areas: provinces.map(province) }
  const byRegion = new Map<string, ProvinceGeometry[]>()
  for (const g of provinces) byRegion.set(g.properties.region, [...(byRegion.get(g.properties.region) ?? []), g])
  return { outline, areas: [...byRegion].sort(([a], [b]) => a.localeCompare(b)).map(([code, geometries]) => merged(code, geometries)) }
}
