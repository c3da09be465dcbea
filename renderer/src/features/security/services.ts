import type { IpService, User } from '@contract/security'

/** i18n key of each service (`security.ip.services.<key>`): message keys avoid dashes. */
export const SERVICE_KEY: Record<IpService, 'eppServer' | 'das'> = { 'epp-server': 'eppServer', das: 'das' }

/** `domain — Dario Rossi`: the username the registry knows, and the person. */
export const userLabel = (u: Pick<User, 'username' | 'name' | 'lastName'>): string => {
  const name = `${u.name} ${u.lastName}`.trim()
  return name ? `${u.username} — ${name}` : u.username
}
