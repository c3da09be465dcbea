import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTokenService, loadOrCreateSecret } from '../../../../local-server/core/tokens.js'

const who = { userId: 7, username: 'billing', registrarId: 1, groups: ['billing'], scopes: ['billing'] } as const

function service(lifetimeSeconds = 600) {
  let now = Date.UTC(2026, 10, 24, 12)
  const tokens = createTokenService(randomBytes(32), lifetimeSeconds, () => now)
  return { tokens, age: (ms: number) => void (now += ms) }
}

describe('the token service', () => {
  it('answers the principal of a token it issued, every time it is shown', () => {
    const { tokens } = service()
    const token = tokens.issue({ ...who, groups: [...who.groups], scopes: [...who.scopes] })
    for (let i = 0; i < 3; i++) expect(tokens.verify(token)).toMatchObject({ userId: 7, registrarId: 1, groups: ['billing'], scopes: ['billing'] })
  })

  it('refuses a remembered token once it has expired', () => {
    const { tokens, age } = service(60)
    const token = tokens.issue({ ...who, groups: [...who.groups], scopes: [...who.scopes] })
    expect(tokens.verify(token)).toBeDefined()
    age(59_000)
    expect(tokens.verify(token)).toBeDefined()
    age(1_000)
    expect(tokens.verify(token)).toBeUndefined()
  })

  it('refuses an altered token and one signed with another secret, even after the real one was verified', () => {
    const { tokens } = service()
    const token = tokens.issue({ ...who, groups: [...who.groups], scopes: [...who.scopes] })
    expect(tokens.verify(token)).toBeDefined()
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, reg: 2 })).toString('base64url')}.${signature}`
    expect(tokens.verify(forged)).toBeUndefined()
    const other = service().tokens.issue({ ...who, groups: [...who.groups], scopes: [...who.scopes] })
    expect(tokens.verify(other)).toBeUndefined()
  })

  it('keeps answering correctly beyond the tokens it remembers', () => {
    const { tokens } = service()
    const issued = Array.from({ length: 1100 }, (_, i) => tokens.issue({ ...who, userId: i + 1, groups: [...who.groups], scopes: [...who.scopes] }))
    for (const [i, token] of issued.entries()) expect(tokens.verify(token)?.userId).toBe(i + 1)
    expect(tokens.verify(issued[0]!)?.userId).toBe(1)
  })

  it('hands out a principal nobody can change for the next request', () => {
    const { tokens } = service()
    const token = tokens.issue({ ...who, groups: [...who.groups], scopes: [...who.scopes] })
    const principal = tokens.verify(token)!
    expect(() => (principal.groups as string[]).push('admin')).toThrow()
    expect(tokens.verify(token)!.groups).toEqual(['billing'])
  })
})

describe('the token secret file', () => {
  const folder = () => mkdtempSync(path.join(tmpdir(), 'token-secret-'))

  it('is made once, owner-only, and read back the same', () => {
    const file = path.join(folder(), 'token-secret')
    const made = loadOrCreateSecret(file)
    expect(made).toHaveLength(32)
    expect(readFileSync(file, 'utf8')).toBe(made.toString('hex'))
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadOrCreateSecret(file).equals(made)).toBe(true)
  })

  it('is made again when it is not a whole key (cut short, emptied, not hex), leaving nothing half written', () => {
    const dir = folder()
    const file = path.join(dir, 'token-secret')
    for (const damaged of ['ab12', '', 'z'.repeat(64), `${'a'.repeat(63)}`]) {
      writeFileSync(file, damaged)
      const secret = loadOrCreateSecret(file)
      expect(secret, JSON.stringify(damaged)).toHaveLength(32)
      expect(readFileSync(file, 'utf8')).toBe(secret.toString('hex'))
    }
    expect(readdirSync(dir)).toEqual(['token-secret'])
  })
})
