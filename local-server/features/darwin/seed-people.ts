/**
 * Registrants of the demo darwin requests: realistic Italian people and organisations whose fiscal
 * codes and VAT numbers carry correct check characters (computed here with the shared checks),
 * except where the request's anomaly says the code is irregular.
 */
import type { SandboxDarwinRequestInput } from '../../contract/darwin-sandbox.js'
import { isValidPersonFiscalCode, isValidVatNumber } from '../../validation/italian.js'

type ContactInput = SandboxDarwinRequestInput['contacts'][number]

/** The 16-character fiscal code whose first 15 characters are given. */
export function personCode(first15: string): string {
  for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') if (isValidPersonFiscalCode(first15 + c)) return first15 + c
  throw new Error(`no check character for ${first15}`)
}

/** The 11-digit VAT number whose first 10 digits are given. */
export function vatNumber(first10: string): string {
  for (let d = 0; d <= 9; d++) if (isValidVatNumber(`${first10}${d}`)) return `${first10}${d}`
  throw new Error(`no check digit for ${first10}`)
}

interface Address {
  street: string
  city: string
  postalCode: string
  state: string
}

export function person(handle: string, name: string, regcode: string, a: Address, extra: Partial<ContactInput> = {}): ContactInput {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.it`
  return {
    registrarContactId: handle, name, org: name, email, voice: '+39.3331234567', streets: [a.street], city: a.city,
    postalCode: a.postalCode, state: a.state, country: 'it', consentForPublish: false, regcode, nationality: 'it', entityType: 1, ...extra,
  }
}

export function organisation(
  handle: string, entityType: 2 | 3 | 4 | 5 | 6, org: string, contactName: string, regcode: string, a: Address, extra: Partial<ContactInput> = {},
): ContactInput {
  const domain = org.toLowerCase().replace(/\b(s\.r\.l\.|s\.p\.a\.|s\.n\.c\.|s\.a\.s\.)/g, '').replace(/[^a-z]+/g, '')
  return {
    registrarContactId: handle, name: contactName, org, email: `info@${domain.slice(0, 20)}.it`, voice: '+39.0612345678',
    streets: [a.street], city: a.city, postalCode: a.postalCode, state: a.state, country: 'it', consentForPublish: true,
    regcode, nationality: 'it', entityType, ...extra,
  }
}

export const ADDRESSES = {
  roma: { street: 'Via del Corso 112', city: 'Roma', postalCode: '00186', state: 'RM' },
  milano: { street: 'Corso Buenos Aires 45', city: 'Milano', postalCode: '20124', state: 'MI' },
  torino: { street: 'Via Po 18', city: 'Torino', postalCode: '10123', state: 'TO' },
  napoli: { street: 'Via Toledo 256', city: 'Napoli', postalCode: '80134', state: 'NA' },
  firenze: { street: 'Borgo San Lorenzo 7', city: 'Firenze', postalCode: '50123', state: 'FI' },
  bologna: { street: 'Via dell\'Indipendenza 60', city: 'Bologna', postalCode: '40121', state: 'BO' },
  bari: { street: 'Corso Cavour 90', city: 'Bari', postalCode: '70121', state: 'BA' },
  trento: { street: 'Via Belenzani 3', city: 'Trento', postalCode: '38122', state: 'TN' },
  genova: { street: 'Via XX Settembre 141', city: 'Genova', postalCode: '16121', state: 'GE' },
  palermo: { street: 'Via Maqueda 200', city: 'Palermo', postalCode: '90133', state: 'PA' },
  pisa: { street: 'Lungarno Pacinotti 26', city: 'Pisa', postalCode: '56126', state: 'PI' },
  verona: { street: 'Via Mazzini 12', city: 'Verona', postalCode: '37121', state: 'VR' },
} as const
