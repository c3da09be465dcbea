import type { Platform } from './index'

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  json: 'application/json',
  har: 'application/json',
}

/** The browser build: saving is a download, the version is the build's. */
export function createWebPlatform(version: string): Platform {
  return {
    kind: 'web',
    async saveFile(data, suggestedName, filters) {
      const type = MIME_TYPES[filters[0]?.extensions[0] ?? ''] ?? 'application/octet-stream'
      // A Blob takes the chunks as they are: the file is never joined in an array first.
      const parts = (data instanceof Uint8Array ? [data] : [...data]) as BlobPart[]
      const url = URL.createObjectURL(new Blob(parts, { type }))
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
