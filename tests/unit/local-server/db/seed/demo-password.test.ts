import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../../../../local-server/core/passwords.js'
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from '../../../../../local-server/db/seed/core.js'

describe('the demo users’ password hash', () => {
  it('is the contract’s password hashed with its fixed salt, and nothing else matches it', () => {
    const salt = Buffer.from(DEMO_PASSWORD_HASH.split('$')[1]!, 'base64')
    expect(hashPassword(DEMO_PASSWORD, salt)).toBe(DEMO_PASSWORD_HASH)
    expect(verifyPassword('sandbox', DEMO_PASSWORD_HASH)).toBe(true)
    expect(verifyPassword('Sandbox', DEMO_PASSWORD_HASH)).toBe(false)
  })
})
