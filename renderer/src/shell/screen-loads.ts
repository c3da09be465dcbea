import { type InjectionKey, type Ref, shallowRef } from 'vue'
import type { Router } from 'vue-router'

/**
 * The app's code that did not arrive: each screen (and parts of some: pdf.js, the date picker)
 * is a chunk of its own, fetched when first needed. A web build replaced while a tab was open
 * has no chunk of the names the tab knows (they carry the hash of their content), and a dropped
 * connection fetches nothing: the navigation then failed without a word, the old screen staying.
 * What failed is kept here for the shell to say (ScreenLoadNotice.vue), with a reload that opens
 * the newest build on the screen that was asked for.
 *
 * Made in main.ts, in the code the sign-in screen loads: it stays this small, and the notice and
 * its words come with the signed-in frame.
 */
export interface ScreenLoads {
  /** The address the user asked for when code failed to load; null while nothing failed. */
  readonly failed: Readonly<Ref<string | null>>
  /** Loads the app again on that address. */
  reload(): void
  /** Forgets what failed: the user signed out instead, and the sign-in form is what they look at. */
  dismiss(): void
}

/**
 * Whether what failed is a screen the user asked for (`failed` is another address than `here`,
 * the one shown), rather than a part of the screen shown (the date picker, pdf.js, code fetched
 * ahead).
 */
export const askedScreenFailed = (failed: string | null, here: string): boolean => failed !== null && failed !== here

export const ScreenLoadsKey: InjectionKey<ScreenLoads> = Symbol('screen-loads')

export function watchScreenLoads(router: Router, win: Window = window): ScreenLoads {
  const failed = shallowRef<string | null>(null)
  // Vite's event for a chunk (or its styles) that did not load, on the way to a screen or for a
  // part of the one shown. On the way to a screen the router's error follows and names it.
  win.addEventListener('vite:preloadError', () => {
    failed.value ??= router.currentRoute.value.fullPath
  })
  // A navigation that throws (a screen's chunk, the features' messages it waits for): `to` is
  // where the user was going, while the address still shows where they were.
  router.onError((_error, to) => {
    failed.value = to.fullPath
  })
  // A screen that opened since: what failed before is no longer what the user is looking at.
  router.afterEach((_to, _from, failure) => {
    if (!failure) failed.value = null
  })
  return {
    failed,
    reload() {
      const wanted = failed.value ?? router.currentRoute.value.fullPath
      // A new entry for the screen asked for, so that Back still leads to the one shown; its
      // address is the hash history's (`…/#/invoices/97`), which the reloaded app opens.
      if (wanted !== router.currentRoute.value.fullPath) win.history.pushState(null, '', router.resolve(wanted).href)
      win.location.reload()
    },
    dismiss() {
      failed.value = null
    },
  }
}
