import { describe, expect, it } from 'vitest'
import { authFields, formFromSettings, problemsByField, updateFromForm } from '@/features/settings/live-form'
import { settingsLocales } from '@/features/settings/locales'
import { savedSettings } from './fixtures'


const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix]

describe('the live-mode form', () => {
  it('has every message in Italian and English', () => {
    expect(keysOf(settingsLocales.it).sort()).toEqual(keysOf(settingsLocales.en).sort())
  })

  it('starts from the saved settings with every secret input empty', () => {
    const form = formFromSettings(savedSettings())
    expect(form).toMatchObject({ mode: 'sandbox', platform: 'production', productionUrl: 'https://registry.example', testUrl: '', auth: 'token' })
    expect(Object.values(form.secrets)).toEqual([
      { value: '', remove: false },
      { value: '', remove: false },
      { value: '', remove: false },
    ])
  })

  it('asks each way to authenticate for its own fields', () => {
    expect(authFields('token')).toEqual({ text: [], secrets: ['token'] })
    expect(authFields('password')).toEqual({ text: ['tokenUrl', 'username', 'scope', 'clientId'], secrets: ['password', 'clientSecret'] })
    expect(authFields('client')).toEqual({ text: ['tokenUrl', 'clientId', 'scope'], secrets: ['clientSecret'] })
  })

  it('sends the trimmed addresses and only the secrets typed or removed for the chosen way', () => {
    const form = formFromSettings(savedSettings())
    form.mode = 'live'
    form.auth = 'password'
    form.productionUrl = ' https://registry.example/ '
    form.tokenUrl = 'https://idp.example/token'
    form.username = 'ada'
    form.secrets.password.value = ' pass word '
    form.secrets.token.value = 'typed before switching'
    form.secrets.clientSecret.remove = true
    expect(updateFromForm(form)).toEqual({
      mode: 'live',
      live: { platform: 'production', auth: 'password', productionUrl: 'https://registry.example/', tokenUrl: 'https://idp.example/token', username: 'ada' },
      secrets: { password: ' pass word ', clientSecret: null },
    })
    // Nothing typed: no secrets at all, so the stored ones stay.
    expect(updateFromForm(formFromSettings(savedSettings()))).not.toHaveProperty('secrets')
  })

  it("keeps the first of main's problems for each field", () => {
    expect(
      problemsByField([
        { field: 'productionUrl', code: 'https_required' },
        { field: 'token', code: 'required' },
        { field: 'token', code: 'invalid' },
      ]),
    ).toEqual({ productionUrl: 'https_required', token: 'required' })
  })
})
