/**
 * Secrets of live mode (a pasted token, a password, a client secret) go through Electron's
 * safeStorage, i.e. the OS keychain (Keychain, DPAPI, libsecret/kwallet): the settings file holds
 * only the ciphertext in base64. When no keychain is there, secrets are refused, never kept in
 * clear. Nothing here logs or returns a secret except `decrypt`, which only gateway.ts calls.
 */
import type { SafeStorage } from 'electron'

export type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString'> &
  Partial<Pick<SafeStorage, 'getSelectedStorageBackend'>>

export interface SecretBox {
  /** Whether secrets can be stored safely on this machine now. */
  available(): boolean
  /** The base64 ciphertext to store; throws SecretStorageError when no keychain is there. */
  encrypt(plain: string): string
  /** The secret; throws SecretStorageError when it cannot be read back (another keychain, damage). */
  decrypt(stored: string): string
}

export class SecretStorageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SecretStorageError'
  }
}

/**
 * On Linux without a keyring, Electron may report encryption as available with its `basic_text`
 * backend, whose key is a constant in Electron's source: that is plain text in disguise, so it
 * counts as unavailable.
 */
export function createSecretBox(safeStorage: SafeStorageLike, platform: NodeJS.Platform): SecretBox {
  const available = () => {
    if (!safeStorage.isEncryptionAvailable()) return false
    if (platform !== 'linux' || !safeStorage.getSelectedStorageBackend) return true
    const backend = safeStorage.getSelectedStorageBackend()
    return backend !== 'basic_text' && backend !== 'unknown'
  }
  return {
    available,
    encrypt(plain) {
      if (!available()) throw new SecretStorageError('the system keychain is not available: secrets cannot be stored')
      return safeStorage.encryptString(plain).toString('base64')
    },
    decrypt(stored) {
      if (!safeStorage.isEncryptionAvailable()) throw new SecretStorageError('the system keychain is not available: the stored secrets cannot be read')
      try {
        return safeStorage.decryptString(Buffer.from(stored, 'base64'))
      } catch {
        // The reason is the keychain's; the value must not end up in a message.
        throw new SecretStorageError('a stored secret cannot be decrypted (was the system keychain changed?): enter it again in the settings')
      }
    },
  }
}
