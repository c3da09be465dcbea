#!/usr/bin/env node
/**
 * Draws the app's icon and writes every file electron-builder needs into build/:
 * icon.png (1024), icons/NxN.png (Linux), icon.ico (Windows) and icon.icns (macOS).
 * No dependencies: PNG is written with zlib; ICO and ICNS both accept PNG images inside.
 * Run `node scripts/make-icons.mjs` after changing the drawing; the output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = path.join(root, 'build')

// --- PNG -------------------------------------------------------------------------------------
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf) {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}
/** RGBA pixels (Uint8Array, size*size*4) to a PNG file. */
export function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 6 // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size)
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0 // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1)
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))])
}

// --- Drawing ---------------------------------------------------------------------------------
// In unit coordinates (0..1): a rounded blue square, a white globe (ring, equator, meridian
// ellipse, two parallels) standing for the registry's domains.
function inRoundedSquare(x, y) {
  const m = 0.06
  const r = 0.2
  const cx = Math.min(Math.max(x, m + r), 1 - m - r)
  const cy = Math.min(Math.max(y, m + r), 1 - m - r)
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r && x >= m && x <= 1 - m && y >= m && y <= 1 - m
}
function onGlobe(x, y) {
  const dx = x - 0.5
  const dy = y - 0.5
  const d = Math.hypot(dx, dy)
  const R = 0.3
  const w = 0.028
  if (Math.abs(d - R) < w) return true
  if (d > R) return false
  if (Math.abs(dy) < w / 1.4) return true // equator
  if (Math.abs(dx) < w / 1.4) return true // central meridian
  const e = Math.hypot(dx / 0.13, dy / R) // a meridian seen at an angle
  if (Math.abs(e - 1) < w / 0.16) return true
  for (const py of [-0.15, 0.15]) if (Math.abs(dy - py) < w / 1.6) return true
  return false
}
function shade(x, y) {
  if (!inRoundedSquare(x, y)) return [0, 0, 0, 0]
  if (onGlobe(x, y)) return [255, 255, 255, 255]
  // Top-to-bottom gradient from #1f6feb to #0b3d91.
  const t = y
  return [Math.round(31 + (11 - 31) * t), Math.round(111 + (61 - 111) * t), Math.round(235 + (145 - 235) * t), 255]
}
export function drawIcon(size) {
  const rgba = new Uint8Array(size * size * 4)
  const ss = 4 // 4x4 samples a pixel: smooth edges at every size
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0]
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const [r, g, b, a] = shade((px + (sx + 0.5) / ss) / size, (py + (sy + 0.5) / ss) / size)
          acc[0] += r * a
          acc[1] += g * a
          acc[2] += b * a
          acc[3] += a
        }
      }
      const i = (py * size + px) * 4
      const alpha = acc[3] / (ss * ss)
      rgba[i] = acc[3] ? Math.round(acc[0] / acc[3]) : 0
      rgba[i + 1] = acc[3] ? Math.round(acc[1] / acc[3]) : 0
      rgba[i + 2] = acc[3] ? Math.round(acc[2] / acc[3]) : 0
      rgba[i + 3] = Math.round(alpha)
    }
  }
  return rgba
}

// --- ICO and ICNS ----------------------------------------------------------------------------
export function encodeIco(pngs) {
  const head = Buffer.alloc(6)
  head.writeUInt16LE(0, 0)
  head.writeUInt16LE(1, 2) // icon
  head.writeUInt16LE(pngs.length, 4)
  const entries = []
  let offset = 6 + 16 * pngs.length
  for (const { size, png } of pngs) {
    const e = Buffer.alloc(16)
    e[0] = size >= 256 ? 0 : size // 0 means 256
    e[1] = size >= 256 ? 0 : size
    e.writeUInt16LE(1, 4) // planes
    e.writeUInt16LE(32, 6) // bits per pixel
    e.writeUInt32LE(png.length, 8)
    e.writeUInt32LE(offset, 12)
    offset += png.length
    entries.push(e)
  }
  return Buffer.concat([head, ...entries, ...pngs.map((p) => p.png)])
}
const ICNS_TYPES = { 16: 'icp4', 32: 'icp5', 64: 'icp6', 128: 'ic07', 256: 'ic08', 512: 'ic09', 1024: 'ic10' }
export function encodeIcns(pngs) {
  const blocks = pngs.map(({ size, png }) => {
    const h = Buffer.alloc(8)
    h.write(ICNS_TYPES[size], 0, 'ascii')
    h.writeUInt32BE(png.length + 8, 4)
    return Buffer.concat([h, png])
  })
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'ascii')
  head.writeUInt32BE(8 + blocks.reduce((n, b) => n + b.length, 0), 4)
  return Buffer.concat([head, ...blocks])
}

function main() {
  const sizes = [16, 32, 48, 64, 128, 256, 512, 1024]
  const png = Object.fromEntries(sizes.map((s) => [s, encodePng(s, drawIcon(s))]))
  mkdirSync(path.join(out, 'icons'), { recursive: true })
  writeFileSync(path.join(out, 'icon.png'), png[1024])
  for (const s of [16, 32, 48, 64, 128, 256, 512]) writeFileSync(path.join(out, 'icons', `${s}x${s}.png`), png[s])
  writeFileSync(path.join(out, 'icon.ico'), encodeIco([16, 32, 48, 64, 128, 256].map((s) => ({ size: s, png: png[s] }))))
  writeFileSync(path.join(out, 'icon.icns'), encodeIcns([16, 32, 64, 128, 256, 512, 1024].map((s) => ({ size: s, png: png[s] }))))
  console.log(`icons written to ${out}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
