import type { Platform } from './index'
import { createWebPlatform } from './web'

/** The web build's platform; the desktop app's preload adds its own (see platform/desktop.ts). */
export function choosePlatform(): Platform {
  return createWebPlatform(import.meta.env.VITE_APP_VERSION ?? 'web')
}
