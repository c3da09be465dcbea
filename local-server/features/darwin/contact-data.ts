/**
 * The checks of a contact data update (docs/darwin.md, "Contact data updates"), against the
 * reference contact as the registry stores it. Each failure is a 400 naming its field.
 * Entity types of the .it registry: 1 Italian and foreign natural persons, 2 companies and
 * one-person companies, 3 freelance workers and professionals, 4 non-profit organizations,
 * 5 public organizations, 6 other subjects, 7 foreigners who match 2 to 6.
 */
import { invalidFields } from '../../api-error.js'
import type { ErrorCodeWithStatus, FieldError } from '../../contract/errors.js'
import type { ContactData } from '../../contract/darwin-updates.js'
import { isProvinceCode } from '../../reference/provinces.js'
import {
  isValidEmail,
  isValidFiscalCode,
  isValidItalianPostalCode,
  isValidPersonFiscalCode,
  isValidVatNumber,
} from '../../validation/italian.js'

export interface StoredRegistrant {
  readonly country: string
  readonly nationality: string
  readonly entityType: number
}

type Problem = FieldError & { readonly message: string }
const blank = (s: string | undefined) => s === undefined || s.trim() === ''

/** Whether `regcode` is right for the entity type and nationality; the reason when not. */
export function regcodeProblem(regcode: string, entityType: number, nationality: string): string | undefined {
  const v = regcode.trim()
  if (v === '') return 'is required'
  switch (entityType) {
    case 1:
      return nationality === 'it' && !isValidPersonFiscalCode(v) ? 'is not a valid personal fiscal code (codice fiscale)' : undefined
    case 2:
    case 3:
      return isValidVatNumber(v) ? undefined : 'is not a valid VAT number (partita IVA)'
    case 4:
    case 5:
    case 6:
      return isValidFiscalCode(v) ? undefined : 'is not a valid fiscal code or VAT number'
    default:
      // Entity type 7: a foreign registration number, whose format the registry cannot check.
      return undefined
  }
}

/**
 * Every problem of a contact data update at once, so that a form can show each on its field;
 * throws one 400 whose `errors` lists them all (the first also names `code` and `field`).
 */
export function checkContactData(data: ContactData, stored: StoredRegistrant): void {
  const error = invalidFields(contactDataProblems(data, stored))
  if (error) throw error
}

function contactDataProblems(data: ContactData, stored: StoredRegistrant): Problem[] {
  const problems: Problem[] = []
  const fail = (code: ErrorCodeWithStatus<400>, field: string, message: string) =>
    problems.push({ code, field: `contactData.${field}`, message: `contactData.${field}: ${message}` })
  const country = data.country.trim().toLowerCase()
  if (country !== stored.country.toLowerCase()) {
    fail('country_not_changeable', 'country', `cannot be changed (it is '${stored.country}')`)
  }
  if (data.registrant.nationality !== undefined && data.registrant.nationality.toLowerCase() !== stored.nationality.toLowerCase()) {
    fail('read_only_field', 'registrant.nationality', `is read-only (it is '${stored.nationality}')`)
  }
  if (data.registrant.entityType !== undefined && data.registrant.entityType !== stored.entityType) {
    fail('read_only_field', 'registrant.entityType', `is read-only (it is ${stored.entityType})`)
  }
  // A blank name, street line or city, and a phone not in the +CC.NUMBER form, are refused by the
  // schema (contract/darwin-updates.ts) with the same code and field.
  if (stored.entityType === 1) {
    if (data.org.trim() !== data.name.trim()) fail('invalid_value', 'org', 'must equal the name for a natural person (entity type 1)')
  } else if (blank(data.org)) {
    fail('invalid_value', 'org', 'is required')
  }
  if (country === 'it') {
    if (!isValidItalianPostalCode(data.postalCode)) fail('invalid_value', 'postalCode', 'is not an Italian postal code (five digits)')
    if (!isProvinceCode((data.state ?? '').trim().toUpperCase())) fail('invalid_value', 'state', 'is not an Italian province code')
  } else if (blank(data.postalCode)) {
    fail('invalid_value', 'postalCode', 'is required')
  }
  if (!isValidEmail(data.email)) fail('invalid_value', 'email', 'is not a valid e-mail address')
  if (!data.consentForPublish && stored.entityType !== 1) {
    fail('invalid_value', 'consentForPublish', 'only a natural person (entity type 1) may refuse publication')
  }
  const problem = regcodeProblem(data.registrant.regcode, stored.entityType, stored.nationality.toLowerCase())
  if (problem) fail('invalid_value', 'registrant.regcode', problem)
  return problems
}
