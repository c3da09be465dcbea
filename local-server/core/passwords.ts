import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

// scrypt with a per-user salt; N=16384 keeps sign-in under a few ms on this hardware.
const KEY_LENGTH = 32

export function hashPassword(password: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, KEY_LENGTH).toString('base64')}`
}

/** A well-formed hash no password matches (random salt and key): for checks that must cost a real one. */
export function unusableHash(): string {
  return `scrypt$${randomBytes(16).toString('base64')}$${randomBytes(KEY_LENGTH).toString('base64')}`
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length)
  return timingSafeEqual(expected, actual)
}
