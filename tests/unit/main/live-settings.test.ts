import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyLiveUpdate, liveServerOptions, publicSettings, urlProblem } from '../../../main/live-settings.js'
import { createSecretBox, type SecretBox } from '../../../main/secrets.js'
import { createSettingsStore, defaultSettings, SETTINGS_FILE, type StoredSettings } from '../../../main/settings.js'

// A keychain stand-in whose ciphertext does not contain the secret.
const xor = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x33))
const keychain = (available = true) =>
  createSecretBox(
    {
      isEncryptionAvailable: () => available,
      encryptString: (s: string) => xor(Buffer.from(s)),
      decryptString: (b: Buffer) => xor(b).toString(),
    },
    'darwin',
  )

const base = defaultSettings('it')
const tokenForm = {
  mode: 'live',
  live: { platform: 'production', productionUrl: 'https://registry.example/', auth: 'token' },
  secrets: { token: 'eyJhbGciOi.payload.sig' },
}

function apply(input: unknown, current: StoredSettings = base, box: SecretBox = keychain()) {
  return applyLiveUpdate(current, input, box)
}

describe('live-mode settings from the form', () => {
  it('accept a complete token setup, trimming the address, and encrypt the token', () => {
    const out = apply(tokenForm)
    if (!out.ok) throw new Error(JSON.stringify(out.problems))
    expect(out.next.mode).toBe('live')
    expect(out.next.live).toEqual({ platform: 'production', productionUrl: 'https://registry.example', auth: 'token' })
    expect(out.next.secrets.token).toBeDefined()
    expect(out.next.secrets.token).not.toContain('eyJ')
    expect(keychain().decrypt(out.next.secrets.token!)).toBe('eyJhbGciOi.payload.sig')
  })

  it('never write a secret in clear to the settings file, nor show it to the renderer', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'desk-live-'))
    const store = createSettingsStore(dir, 'it')
    const form = {
      mode: 'live',
      live: { platform: 'test', testUrl: 'https://test.registry.example', auth: 'password', tokenUrl: 'https://idp.example/token', username: 'ada', clientId: 'desk' },
      secrets: { password: 'Pa55-w0rd-XYZ', clientSecret: 'client-secret-QQQ' },
    }
    const out = apply(form, store.get())
    if (!out.ok) throw new Error(JSON.stringify(out.problems))
    store.replace(out.next)
    const written = readFileSync(path.join(dir, SETTINGS_FILE), 'utf8')
    expect(written).not.toContain('Pa55-w0rd-XYZ')
    expect(written).not.toContain('client-secret-QQQ')
    expect(JSON.parse(written).secrets).toEqual({ password: expect.any(String), clientSecret: expect.any(String) })
    const view = publicSettings(store.get(), { secretStorage: true, runningMode: 'sandbox', updatesSupported: true })
    expect(view.secrets).toEqual({ token: false, password: true, clientSecret: true })
    expect(JSON.stringify(view)).not.toContain(JSON.parse(written).secrets.password)
    expect(view).not.toHaveProperty('version')
  })

  it('refuse to store a secret when there is no keychain, saying so on the field', () => {
    const out = apply(tokenForm, base, keychain(false))
    expect(out).toEqual({ ok: false, problems: [{ field: 'token', code: 'encryption_unavailable' }] })
  })

  it('name the field of a wrong or plain-http address', () => {
    const out = apply({
      mode: 'sandbox',
      live: { platform: 'production', productionUrl: 'http://registry.example', testUrl: 'not a url', auth: 'password', tokenUrl: 'https://u:p@idp.example' },
    })
    expect(out).toEqual({
      ok: false,
      problems: [
        { field: 'productionUrl', code: 'https_required' },
        { field: 'testUrl', code: 'invalid_url' },
        { field: 'tokenUrl', code: 'invalid_url' },
      ],
    })
    expect(urlProblem('http://localhost:8787')).toBeUndefined()
    expect(urlProblem('http://127.0.0.1:8787/base')).toBeUndefined()
  })

  it('in live mode, require what the chosen way to authenticate needs', () => {
    expect(apply({ ...tokenForm, secrets: {} })).toEqual({ ok: false, problems: [{ field: 'token', code: 'required' }] })
    expect(apply({ mode: 'live', live: { platform: 'test', productionUrl: 'https://r.example', auth: 'client', clientId: 'x' } })).toEqual({
      ok: false,
      problems: [
        { field: 'testUrl', code: 'required' },
        { field: 'tokenUrl', code: 'required' },
        { field: 'clientSecret', code: 'required' },
      ],
    })
    const half = apply({ mode: 'live', live: { ...tokenForm.live, auth: 'password', tokenUrl: 'https://idp.example/t', username: 'ada', clientId: 'c' }, secrets: { password: 'p' } })
    expect(half).toEqual({ ok: false, problems: [{ field: 'clientSecret', code: 'required' }] })
  })

  it('let an unfinished form be saved in sandbox mode', () => {
    const out = apply({ mode: 'sandbox', live: { platform: 'production', auth: 'client', clientId: '  desk  ' } })
    expect(out).toMatchObject({ ok: true, next: { mode: 'sandbox', live: { platform: 'production', auth: 'client', clientId: 'desk' } } })
  })

  it('keep a stored secret when none is sent, remove it on null, and drop those the chosen grant does not use', () => {
    const first = apply(tokenForm)
    if (!first.ok) throw new Error('setup')
    const kept = apply({ ...tokenForm, secrets: { token: '' } }, first.next)
    expect(kept).toMatchObject({ ok: true, next: { secrets: { token: first.next.secrets.token } } })
    const removed = apply({ ...tokenForm, mode: 'sandbox', secrets: { token: null } }, first.next)
    expect(removed).toMatchObject({ ok: true, next: { secrets: {} } })
    const switched = apply({ mode: 'sandbox', live: { ...tokenForm.live, auth: 'client' }, secrets: { clientSecret: 'cs' } }, first.next)
    if (!switched.ok) throw new Error('switch')
    expect(Object.keys(switched.next.secrets)).toEqual(['clientSecret'])
  })

  it('never send a stored secret to a new address: it must be typed again (or removed)', () => {
    const first = apply(tokenForm)
    if (!first.ok) throw new Error('setup')
    const elsewhere = { ...tokenForm, live: { ...tokenForm.live, productionUrl: 'https://attacker.example' }, secrets: {} }
    expect(apply(elsewhere, first.next)).toEqual({ ok: false, problems: [{ field: 'token', code: 'retype_for_new_address' }] })
    // Also in sandbox mode, and by switching to the other platform's address.
    expect(apply({ ...elsewhere, mode: 'sandbox' }, first.next)).toMatchObject({ ok: false, problems: [{ field: 'token', code: 'retype_for_new_address' }] })
    const toTest = { ...tokenForm, live: { ...tokenForm.live, platform: 'test', testUrl: 'https://test.example' }, secrets: {} }
    expect(apply(toTest, first.next)).toMatchObject({ ok: false, problems: [{ field: 'token', code: 'retype_for_new_address' }] })
    // Typed again, or removed: saved.
    expect(apply({ ...elsewhere, secrets: { token: 'new.token.sig' } }, first.next)).toMatchObject({ ok: true })
    expect(apply({ ...elsewhere, mode: 'sandbox', secrets: { token: null } }, first.next)).toMatchObject({ ok: true, next: { secrets: {} } })

    const passwordForm = {
      mode: 'live',
      live: { platform: 'production', productionUrl: 'https://registry.example', auth: 'password', tokenUrl: 'https://auth.example/token', username: 'desk', clientId: 'app' },
      secrets: { password: 'pw', clientSecret: 'cs' },
    }
    const saved = apply(passwordForm)
    if (!saved.ok) throw new Error('setup')
    // The password and the client secret go to the token endpoint, and the token they get goes to
    // the registry: a new address of either, or the other platform's, asks for both again (the
    // gateway would otherwise sign in with them and hand the registrar's token to that address).
    const retype = { ok: false, problems: [{ field: 'password', code: 'retype_for_new_address' }, { field: 'clientSecret', code: 'retype_for_new_address' }] }
    expect(apply({ ...passwordForm, live: { ...passwordForm.live, tokenUrl: 'https://attacker.example/token' }, secrets: {} }, saved.next)).toEqual(retype)
    expect(apply({ ...passwordForm, live: { ...passwordForm.live, productionUrl: 'https://attacker.example' }, secrets: {} }, saved.next)).toEqual(retype)
    expect(apply({ ...passwordForm, live: { ...passwordForm.live, platform: 'test', testUrl: 'https://attacker.example' }, secrets: {} }, saved.next)).toEqual(retype)
    // The same addresses again, other fields changed: kept.
    expect(apply({ ...passwordForm, live: { ...passwordForm.live, username: 'desk2' }, secrets: {} }, saved.next)).toMatchObject({ ok: true })
  })

  it('ignore fields the form does not have, and refuse a bad mode, platform, token or user name', () => {
    const extra = apply({ ...tokenForm, live: { ...tokenForm.live, cacheMaxMb: 1, upstream: 'https://x' }, secrets: { ...tokenForm.secrets, apiKey: 'k' } })
    if (!extra.ok) throw new Error(JSON.stringify(extra.problems))
    expect(Object.keys(extra.next.live).sort()).toEqual(['auth', 'platform', 'productionUrl'])
    expect(apply('live')).toMatchObject({ ok: false, problems: expect.arrayContaining([{ field: 'mode', code: 'invalid' }]) })
    expect(apply({ ...tokenForm, live: { ...tokenForm.live, platform: 'staging' } })).toMatchObject({ ok: false, problems: [{ field: 'platform', code: 'invalid' }] })
    expect(apply({ ...tokenForm, secrets: { token: 'two words' } })).toMatchObject({ ok: false, problems: [{ field: 'token', code: 'invalid' }] })
    expect(apply({ ...tokenForm, live: { ...tokenForm.live, username: 'a\nb' } })).toMatchObject({ ok: false, problems: [{ field: 'username', code: 'invalid' }] })
  })

  it('give the gateway its options with the secrets decrypted, only in main', () => {
    const out = apply(tokenForm)
    if (!out.ok) throw new Error('setup')
    expect(liveServerOptions(out.next, keychain())).toEqual({ upstream: 'https://registry.example', platform: 'production', token: 'eyJhbGciOi.payload.sig' })
    expect(() => liveServerOptions({ ...out.next, secrets: {} }, keychain())).toThrow(/missing token/)
  })
})
