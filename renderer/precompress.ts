import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|map|txt|wasm|bcmap|pfb|ttf)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

/**
 * Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) next to every compressible file of the
 * build, once, at build time: the server sends them as they are (@fastify/static `preCompressed`,
 * local-server/plugins/web.ts) and never compresses per request. A copy that is not smaller is
 * not written.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'registrar-desk:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const raw = readFileSync(file)
        if (raw.length < MIN_BYTES) continue
        const gz = gzipSync(raw, { level: 9 })
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz)
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
        if (br.length < raw.length) writeFileSync(`${file}.br`, br)
      }
    },
  }
}
