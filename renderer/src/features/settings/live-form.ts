/**
 * The live-mode form's state and its translation to and from the desktop app's settings. Pure, so
 * that the rules (which fields each way to authenticate shows, what a secret field sends) are
 * tested without a screen. Validation itself is main's (main/live-settings.ts): its problems come
 * back per field and are shown under the inputs.
 */
import type {
  AuthKind,
  DesktopSettings,
  LiveSettings,
  LiveSettingsField,
  LiveSettingsProblem,
  LiveSettingsProblemCode,
  LiveSettingsUpdate,
  Mode,
  RegistryPlatform,
  SecretName,
} from '../../../../preload/api'

/** A secret input: what was typed (empty keeps the stored one), or a request to remove it. */
export interface SecretInput {
  value: string
  remove: boolean
}

/** The settings' text fields (preload/api.ts): every field but the two choices. */
export type LiveTextField = Exclude<keyof LiveSettings, 'platform' | 'auth'>

/** The form: the settings' fields, each text one as typed (empty when not given), and the secrets. */
export interface LiveForm extends Record<LiveTextField, string> {
  mode: Mode
  platform: RegistryPlatform
  auth: AuthKind
  secrets: Record<SecretName, SecretInput>
}

/** The fields each way to authenticate asks for, in the form's order. */
export function authFields(auth: AuthKind): { text: LiveTextField[]; secrets: SecretName[] } {
  if (auth === 'token') return { text: [], secrets: ['token'] }
  if (auth === 'password') return { text: ['tokenUrl', 'username', 'scope', 'clientId'], secrets: ['password', 'clientSecret'] }
  return { text: ['tokenUrl', 'clientId', 'scope'], secrets: ['clientSecret'] }
}

const emptySecret = (): SecretInput => ({ value: '', remove: false })

export function formFromSettings(settings: DesktopSettings): LiveForm {
  const live = settings.live
  return {
    mode: settings.mode,
    platform: live.platform,
    productionUrl: live.productionUrl ?? '',
    testUrl: live.testUrl ?? '',
    auth: live.auth,
    tokenUrl: live.tokenUrl ?? '',
    username: live.username ?? '',
    scope: live.scope ?? '',
    clientId: live.clientId ?? '',
    secrets: { token: emptySecret(), password: emptySecret(), clientSecret: emptySecret() },
  }
}

/**
 * What is sent to the app: every address and name (empty ones left out), and only the secrets
 * the chosen way uses that were typed or removed; an untouched secret is not sent, so it stays.
 */
export function updateFromForm(form: LiveForm): LiveSettingsUpdate {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim())
  const live = {
    platform: form.platform,
    auth: form.auth,
    productionUrl: text(form.productionUrl),
    testUrl: text(form.testUrl),
    tokenUrl: text(form.tokenUrl),
    username: text(form.username),
    scope: text(form.scope),
    clientId: text(form.clientId),
  }
  const secrets: { [K in SecretName]?: string | null } = {}
  for (const name of authFields(form.auth).secrets) {
    const input = form.secrets[name]
    if (input.remove) secrets[name] = null
    else if (input.value !== '') secrets[name] = input.value
  }
  const defined = Object.fromEntries(Object.entries(live).filter(([, v]) => v !== undefined)) as unknown as LiveSettingsUpdate['live']
  return { mode: form.mode, live: defined, ...(Object.keys(secrets).length > 0 ? { secrets } : {}) }
}

/** The first problem of each field, for the messages under the inputs. */
export function problemsByField(problems: readonly LiveSettingsProblem[]): Partial<Record<LiveSettingsField, LiveSettingsProblemCode>> {
  const out: Partial<Record<LiveSettingsField, LiveSettingsProblemCode>> = {}
  for (const p of problems) out[p.field] ??= p.code
  return out
}
