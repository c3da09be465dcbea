import { describe, expect, it, vi } from 'vitest'
import { createSecretBox, SecretStorageError } from '../../../main/secrets.js'

// safeStorage as Electron's: Buffers in and out; this one XORs so the ciphertext differs.
function fakeSafeStorage(available = true, backend: string = 'gnome_libsecret') {
  const xor = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x5a))
  return {
    isEncryptionAvailable: vi.fn(() => available),
    encryptString: vi.fn((plain: string) => xor(Buffer.from(plain, 'utf8'))),
    decryptString: vi.fn((cipher: Buffer) => xor(cipher).toString('utf8')),
    getSelectedStorageBackend: vi.fn(() => backend as never),
  }
}

describe('the secret box (safeStorage)', () => {
  it('stores base64 ciphertext that decrypts back, and never the secret itself', () => {
    const box = createSecretBox(fakeSafeStorage(), 'linux')
    const stored = box.encrypt('p@ss wörd')
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(Buffer.from(stored, 'base64').toString()).not.toContain('p@ss')
    expect(box.decrypt(stored)).toBe('p@ss wörd')
  })

  it('refuses to store when there is no keychain', () => {
    const safe = fakeSafeStorage(false)
    const box = createSecretBox(safe, 'darwin')
    expect(box.available()).toBe(false)
    expect(() => box.encrypt('x')).toThrow(SecretStorageError)
    expect(safe.encryptString).not.toHaveBeenCalled()
  })

  it("counts Linux's basic_text backend (a constant key) as no keychain", () => {
    expect(createSecretBox(fakeSafeStorage(true, 'basic_text'), 'linux').available()).toBe(false)
    expect(createSecretBox(fakeSafeStorage(true, 'unknown'), 'linux').available()).toBe(false)
    expect(createSecretBox(fakeSafeStorage(true, 'kwallet5'), 'linux').available()).toBe(true)
    // The backend question is Linux's only.
    expect(createSecretBox(fakeSafeStorage(true, 'unknown'), 'win32').available()).toBe(true)
  })

  it('says a secret cannot be read without repeating the keychain error or the value', () => {
    const safe = fakeSafeStorage()
    safe.decryptString.mockImplementation(() => {
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString. secret-value')
    })
    const box = createSecretBox(safe, 'win32')
    expect(() => box.decrypt('AAAA')).toThrow(/enter it again/)
    expect(() => box.decrypt('AAAA')).not.toThrow(/secret-value/)
  })
})
