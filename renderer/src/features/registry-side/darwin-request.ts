import type { SandboxDarwinRequestInput } from '@contract/darwin-sandbox'

/** What the registry-side screen asks to open a darwin request: one person as reference contact. */
export interface DarwinRequestForm {
  readonly name: string
  readonly taxCode: string
  readonly email: string
  readonly domain: string
  readonly expirationDays: number
  /** The anomaly the registry reports on the contact's name (1060: the name does not match the tax code). */
  readonly nameAnomaly: boolean
}

/** A handle the registrar would have for the contact: unique enough for a demo, from the time. */
export const demoHandle = (now: number): string => `RS-${now.toString(36).toUpperCase()}`

/**
 * The body of `POST /sandbox/darwin/requests` for the form: a private person in Rome with the
 * given name, tax code, email and domain; the address is demo data, the form does not ask for it.
 */
export function darwinRequestBody(form: DarwinRequestForm, handle: string): SandboxDarwinRequestInput {
  const name = form.name.trim()
  return {
    expirationDays: form.expirationDays,
    contacts: [
      {
        registrarContactId: handle,
        name,
        org: name,
        email: form.email.trim(),
        voice: '+39.0612345678',
        streets: ['Via del Corso 1'],
        city: 'Roma',
        postalCode: '00186',
        state: 'RM',
        country: 'it',
        consentForPublish: false,
        regcode: form.taxCode.trim().toUpperCase(),
        nationality: 'it',
        entityType: 1,
        ...(form.nameAnomaly ? { anomalies: [{ field: 'name', codes: [1060] }] } : {}),
        domains: [{ domain: form.domain.trim().toLowerCase() }],
      },
    ],
  }
}

/** The API's field of a refused body (`contacts[0].name`, `/contacts/0/name`), as the form's field. */
export function darwinFormField(apiField: string): keyof DarwinRequestForm | undefined {
  const last = apiField.split(/[./[\]]/).filter(Boolean).pop()
  if (last === 'name' || last === 'org') return 'name'
  if (last === 'regcode') return 'taxCode'
  if (last === 'email') return 'email'
  if (last === 'domain') return 'domain'
  if (last === 'expirationDays') return 'expirationDays'
  return undefined
}
