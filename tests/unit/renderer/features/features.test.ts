/**
 * Each feature of the renderer is declared once (features/<name>/feature.ts) and listed once
 * (features/index.ts): nothing on disk is left out of the list, and the router and the messages
 * take everything from it.
 */
import { describe, expect, it } from 'vitest'
import { features } from '@/features'
import { loadFeatureLocales } from '@/locales/features'
import { screenErrorLocales } from '@/locales/screen-errors'
import { shellLocales } from '@/locales/shell'
import { featureRoutes } from '@/router'

// Every file in a folder of features/ (Vite's glob, not loaded), by folder.
const files = Object.keys(import.meta.glob('/renderer/src/features/*/**/*'))
const folderOf = (file: string) => file.split('/')[4]!
const onDisk = [...new Set(files.map(folderOf))]

describe('the list of features', () => {
  it('has every folder of features/ once, each with its feature.ts, and nothing else', () => {
    const names = features.map((f) => f.name)
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual([...onDisk].sort())
    for (const name of onDisk) expect(files, name).toContain(`/renderer/src/features/${name}/feature.ts`)
  })

  it('gives the router every feature’s routes, each screen named once', () => {
    expect(featureRoutes).toEqual(features.flatMap((f) => f.routes ?? []))
    const routeNames = featureRoutes.map((r) => r.name)
    expect(new Set(routeNames).size).toBe(routeNames.length)
  })

  it('gives the messages the other API errors, the shell’s later ones, then every feature’s locales, in the order of the list, loaded on demand', async () => {
    const loaded = await loadFeatureLocales()
    const declared = await Promise.all(features.flatMap((f) => (f.locales ? [f.locales()] : [])))
    expect(loaded).toEqual([screenErrorLocales, shellLocales, ...declared])
    expect(loaded.length).toBeGreaterThan(10)
    for (const l of loaded) expect(Object.keys(l).sort()).toEqual(['en', 'it'])
  })
})
