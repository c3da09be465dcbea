import type { Platform } from './index'

/** The browser build: saving is a download, the version is the build's. */
export function createWebPlatform(version: string): Platform {
  return {
    kind: 'web',
    async saveFile(data, suggestedName, filters) {
      const type = filters[0]?.extensions.includes('pdf') ? 'application/pdf' : filters[0]?.extensions.includes('csv') ? 'text/csv' : 'application/octet-stream'
      const url = URL.createObjectURL(new Blob([data as BlobPart], { type }))
      const a = document.createElement('a')
      a.href = url
      a.download = suggestedName
      a.rel = 'noopener'
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      return suggestedName
    },
    appVersion: async () => version,
  }
}
