/**
 * The two computations that tie a DS record to a DNSKEY: the key tag (RFC 4034 appendix B) and
 * the digest over the owner name in wire form followed by the DNSKEY RDATA (RFC 4034 5.1.4).
 */
import { createHash } from 'node:crypto'
import type { DsDigestType } from '../../contract/dns.js'

export interface Dnskey {
  readonly flags: number
  readonly protocol?: number
  readonly algorithm: number
  readonly key: Uint8Array
}

/** The Zone Key bit (bit 7 of the flags); only zone keys may be pointed to by a DS record. */
export const ZONE_KEY_FLAG = 0x0100

/** The digest algorithms a DS record may use here, with their digest length in octets. */
export const DIGEST_TYPES: Readonly<Record<number, { algorithm: string; length: number; label: string }>> = {
  1: { algorithm: 'sha1', length: 20, label: 'SHA-1' },
  2: { algorithm: 'sha256', length: 32, label: 'SHA-256' },
  4: { algorithm: 'sha384', length: 48, label: 'SHA-384' },
} satisfies Record<DsDigestType, { algorithm: string; length: number; label: string }>

/** DNSKEY RDATA: flags (2 octets), protocol (3), algorithm (1), public key. */
export function dnskeyRdata(k: Dnskey): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt16BE(k.flags, 0)
  head.writeUInt8(k.protocol ?? 3, 2)
  head.writeUInt8(k.algorithm, 3)
  return Buffer.concat([head, Buffer.from(k.key)])
}

/** RFC 4034 appendix B; algorithm 1 (RSA/MD5) takes bits from the modulus instead. */
export function keyTag(k: Dnskey): number {
  const rdata = dnskeyRdata(k)
  if (k.algorithm === 1) {
    if (rdata.length < 4) return 0
    return rdata.readUInt16BE(rdata.length - 3)
  }
  let ac = 0
  for (let i = 0; i < rdata.length; i++) ac += i & 1 ? rdata[i]! : rdata[i]! << 8
  ac += (ac >> 16) & 0xffff
  return ac & 0xffff
}

/** The owner name in canonical wire form: lower case labels, each after its length, then 0. */
export function nameWire(name: string): Buffer {
  const bare = name.endsWith('.') ? name.slice(0, -1) : name
  const parts: Buffer[] = []
  for (const label of bare.length ? bare.split('.') : []) {
    const bytes = Buffer.from(label.toLowerCase(), 'ascii')
    parts.push(Buffer.from([bytes.length]), bytes)
  }
  parts.push(Buffer.from([0]))
  return Buffer.concat(parts)
}

/** The DS digest of a DNSKEY owned by `owner`, in lower-case hex; undefined for an unknown type. */
export function dsDigest(owner: string, k: Dnskey, digestType: number): string | undefined {
  const type = DIGEST_TYPES[digestType]
  if (!type) return undefined
  return createHash(type.algorithm).update(nameWire(owner)).update(dnskeyRdata(k)).digest('hex')
}
