import { flushPromises, mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from 'vue-i18n'
import SettingsLiveForm from '@/features/settings/components/SettingsLiveForm.vue'
import { settingsLocales } from '@/features/settings/locales'
import type { LiveSettingsAccess } from '@/platform'
import { savedSettings } from './fixtures'

function mountForm(access: Partial<LiveSettingsAccess> = {}, locale: 'it' | 'en' = 'en') {
  const full: LiveSettingsAccess = {
    read: vi.fn(async () => savedSettings()),
    save: vi.fn(async () => ({ ok: true as const, settings: savedSettings() })),
    restart: vi.fn(async () => ({ ok: true as const })),
    ...access,
  }
  const i18n = createI18n({ legacy: false, locale, messages: settingsLocales as never })
  const wrapper = mount(SettingsLiveForm, { props: { access: full }, global: { plugins: [i18n] }, attachTo: document.body })
  return { wrapper, access: full }
}

describe('SettingsLiveForm', () => {
  it('shows the saved settings, the mode running now, and a stored secret as stored but empty', async () => {
    const { wrapper } = mountForm()
    await flushPromises()
    expect(wrapper.get('[data-testid="running-mode"]').text()).toBe('Running now: Sandbox (built-in simulated registry).')
    expect((wrapper.get('[data-testid="mode-sandbox"]').element as HTMLInputElement).checked).toBe(true)
    expect((wrapper.get('[data-testid="input-productionUrl"]').element as HTMLInputElement).value).toBe('https://registry.example')
    const token = wrapper.get('[data-testid="secret-token"]')
    expect(token.attributes('type')).toBe('password')
    expect((token.element as HTMLInputElement).value).toBe('')
    expect(token.attributes('placeholder')).toBe('Leave empty to keep the stored one')
    expect(wrapper.get('[data-testid="secret-state-token"]').text()).toBe('stored')
    wrapper.unmount()
  })

  it('shows the fields of the chosen way to authenticate', async () => {
    const { wrapper } = mountForm()
    await flushPromises()
    await wrapper.get('[data-testid="input-auth"]').setValue('client')
    expect(wrapper.find('[data-testid="secret-token"]').exists()).toBe(false)
    expect(wrapper.find('[data-testid="input-tokenUrl"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="input-clientId"]').exists()).toBe(true)
    expect(wrapper.find('[data-testid="input-username"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="secret-state-clientSecret"]').text()).toBe('not stored')
    await wrapper.get('[data-testid="input-auth"]').setValue('password')
    expect(wrapper.find('[data-testid="input-username"]').exists()).toBe(true)
    expect(wrapper.get('[data-testid="field-live-clientId"]').text()).toContain('Client ID (optional)')
    expect(wrapper.get('[data-testid="field-clientSecret"]').text()).toContain('Client secret (optional)')
    wrapper.unmount()
  })

  it('saves what was typed, and empties the secret inputs afterwards', async () => {
    const stored = savedSettings({ mode: 'live', secrets: { token: true, password: false, clientSecret: false } })
    const { wrapper, access } = mountForm({ save: vi.fn(async () => ({ ok: true as const, settings: stored })) })
    await flushPromises()
    await wrapper.get('[data-testid="mode-live"]').setValue(true)
    await wrapper.get('[data-testid="secret-token"]').setValue('new-token')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(access.save).toHaveBeenCalledWith({
      mode: 'live',
      live: { platform: 'production', auth: 'token', productionUrl: 'https://registry.example' },
      secrets: { token: 'new-token' },
    })
    expect(access.restart).not.toHaveBeenCalled()
    expect(wrapper.get('[data-testid="live-saved"]').text()).toContain('next start')
    expect((wrapper.get('[data-testid="secret-token"]').element as HTMLInputElement).value).toBe('')
    wrapper.unmount()
  })

  it("shows main's problems under their fields and focuses the first", async () => {
    const save = vi.fn(async () => ({
      ok: false as const,
      problems: [
        { field: 'productionUrl' as const, code: 'https_required' as const },
        { field: 'token' as const, code: 'required' as const },
      ],
    }))
    const { wrapper } = mountForm({ save }, 'it')
    await flushPromises()
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(wrapper.get('#live-productionUrl-error').text()).toContain('https')
    expect(wrapper.get('#token-error').text()).toBe('Campo obbligatorio in modalità reale.')
    expect(wrapper.get('[data-testid="input-productionUrl"]').attributes('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(wrapper.get('[data-testid="input-productionUrl"]').element)
    expect(wrapper.find('[data-testid="live-failed"]').exists()).toBe(true)
    wrapper.unmount()
  })

  it('asks for a stored secret again when the address it goes to changed, in Italian under the secret', async () => {
    const save = vi.fn(async () => ({ ok: false as const, problems: [{ field: 'token' as const, code: 'retype_for_new_address' as const }] }))
    const { wrapper } = mountForm({ save }, 'it')
    await flushPromises()
    await wrapper.get('[data-testid="input-productionUrl"]').setValue('https://altro.example')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(wrapper.get('#token-error').text()).toBe('L’indirizzo a cui va è cambiato: scriverlo di nuovo, o eliminarlo.')
    expect(document.activeElement).toBe(wrapper.get('[data-testid="secret-token"]').element)
    // What was typed stays.
    expect((wrapper.get('[data-testid="input-productionUrl"]').element as HTMLInputElement).value).toBe('https://altro.example')
    wrapper.unmount()
  })

  it('keeps the form and says so when main could not save or restart, and can be tried again', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('EACCES: settings.json')).mockResolvedValue({ ok: true, settings: savedSettings() })
    const restart = vi.fn(async () => {
      throw new Error('the gateway did not answer')
    })
    const { wrapper } = mountForm({ save, restart })
    await flushPromises()
    await wrapper.get('[data-testid="input-productionUrl"]').setValue('https://altro.example')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(wrapper.get('[data-testid="live-failed"]').text()).toBe('The settings were not saved.')
    expect((wrapper.get('[data-testid="input-productionUrl"]').element as HTMLInputElement).value).toBe('https://altro.example')
    expect(wrapper.get('[data-testid="live-save"]').attributes('disabled')).toBeUndefined()
    await wrapper.get('[data-testid="live-save-restart"]').trigger('click')
    await flushPromises()
    expect(save).toHaveBeenCalledTimes(2)
    expect(wrapper.get('[data-testid="live-restart-failed"]').text()).toBe('The local server did not restart with the new settings: the gateway did not answer')
    expect(wrapper.get('[data-testid="live-save-restart"]').attributes('disabled')).toBeUndefined()
    wrapper.unmount()
  })

  it('removes a stored secret only when asked, with a way back', async () => {
    const { wrapper, access } = mountForm()
    await flushPromises()
    await wrapper.get('[data-testid="secret-remove-token"]').trigger('click')
    expect(wrapper.get('[data-testid="secret-state-token"]').text()).toBe('Will be deleted when saved')
    expect(wrapper.get('[data-testid="secret-token"]').attributes('disabled')).toBeDefined()
    await wrapper.get('[data-testid="secret-undo-token"]').trigger('click')
    await wrapper.get('[data-testid="secret-remove-token"]').trigger('click')
    await wrapper.get('form').trigger('submit')
    await flushPromises()
    expect(access.save).toHaveBeenCalledWith(expect.objectContaining({ secrets: { token: null } }))
    wrapper.unmount()
  })

  it('saves then restarts with "Save and restart", and says why when the restart failed', async () => {
    const restart = vi.fn(async () => ({ ok: false as const, code: 'live_settings', message: 'missing token', restored: true }))
    const { wrapper, access } = mountForm({ restart })
    await flushPromises()
    await wrapper.get('[data-testid="live-save-restart"]').trigger('click')
    await flushPromises()
    expect(access.save).toHaveBeenCalledOnce()
    expect(restart).toHaveBeenCalledOnce()
    expect(wrapper.get('[data-testid="live-restart-failed"]').text()).toBe(
      'The local server did not restart with the new settings: missing token The local server runs again with the previous settings.',
    )
    wrapper.unmount()
  })

  it('without a system keychain, says so and disables the secret inputs', async () => {
    const { wrapper } = mountForm({ read: vi.fn(async () => savedSettings({ secretStorage: false, secrets: { token: false, password: false, clientSecret: false } })) })
    await flushPromises()
    expect(wrapper.get('[data-testid="no-keychain"]').text()).toContain('never stores them in clear')
    expect(wrapper.get('[data-testid="secret-token"]').attributes('disabled')).toBeDefined()
    wrapper.unmount()
  })
})
