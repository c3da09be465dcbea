import type { DesktopApi } from '../../../preload/api'
import { createDesktopPlatform } from './desktop'
import type { Platform } from './index'
import { createWebPlatform } from './web'

declare global {
  interface Window {
    /** Present only inside the desktop app (exposed by its preload). */
    desktop?: DesktopApi
  }
}

/** The desktop app's platform when its preload is there, else the web build's. */
export function choosePlatform(): Platform {
  return window.desktop ? createDesktopPlatform(window.desktop) : createWebPlatform(import.meta.env.VITE_APP_VERSION ?? 'web')
}
