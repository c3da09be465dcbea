/**
 * What a feature of the renderer declares about itself, once, in `features/<name>/feature.ts`:
 * its screens (routes, with `meta.groups` and `meta.nav`, which drive the guard and the
 * navigation) and its Italian and English messages. `features/index.ts` lists the features; the
 * router and the messages come from that one list.
 */
import type { RouteRecordRaw } from 'vue-router'

export type Messages = { [key: string]: string | Messages }

export interface FeatureLocales {
  readonly it: Messages
  readonly en: Messages
}

export interface Feature {
  /** The folder's name. */
  readonly name: string
  readonly routes?: readonly RouteRecordRaw[]
  /**
   * Its messages, loaded on demand (`() => import('./locales')…`): the sign-in screen needs none of
   * them, so they stay out of what it loads (i18n.ts, `loadFeatureMessages`).
   */
  readonly locales?: () => Promise<FeatureLocales>
}

export function defineFeature<const F extends Feature>(feature: F): F {
  return feature
}
