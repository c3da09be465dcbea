/**
 * Field checks of the Customer and Registrar data beyond what the schemas say (check digits,
 * reference lists, the e-mail and URL rules a format cannot say). Phones, recipient codes and the
 * template language are their schemas' own check (contract/customer-common.ts). Each failure is a 400 naming the field, with a code per kind of
 * fault (docs/registrar.md lists them).
 */
import { ApiError, badRequest, invalidFields } from '../../api-error.js'
import type { FieldError } from '../../contract/errors.js'
import { isCountryCode } from '../../reference/countries.js'
import { isProvinceCode } from '../../reference/provinces.js'
import {
  isValidEmail,
  isValidItalianPostalCode,
  isValidPersonFiscalCode,
} from '../../validation/italian.js'

/**
 * Runs every check and refuses the request once with all the fields they refused (`errors`),
 * so that a form shows each at once; a check that throws anything but a field's 400 stops it.
 */
export function checkEveryField(...checks: readonly (() => void)[]): void {
  const problems: (FieldError & { message: string })[] = []
  for (const check of checks) {
    try {
      check()
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400 || !err.field) throw err
      // A nested check (an address) already refused several fields: its message names them all.
      const listed = err.errors ?? [{ field: err.field, code: err.code }]
      problems.push(...listed.map((e, i) => ({ ...e, message: i === 0 ? err.message : '' })))
    }
  }
  const refusal = invalidFields(problems)
  if (refusal) throw refusal
}

export function checkText(value: string, field: string): void {
  if (value.trim() === '') throw badRequest('blank_value', `${field}: must not be blank`, field)
}

export function checkEmail(value: string, field: string): void {
  if (!isValidEmail(value)) throw badRequest('invalid_email', `${field}: '${value}' is not a valid e-mail address`, field)
}

export function checkPersonFiscalCode(value: string, field: string): void {
  if (!isValidPersonFiscalCode(value)) {
    throw badRequest('invalid_fiscal_code', `${field}: '${value}' is not a valid Italian fiscal code (check character)`, field)
  }
}

/** An absolute http(s) address; `httpsOnly` for pages that carry personal data. */
export function checkUrl(value: string, field: string, httpsOnly = false): void {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  const schemes = httpsOnly ? ['https:'] : ['http:', 'https:']
  if (!url || !schemes.includes(url.protocol) || !url.hostname.includes('.')) {
    throw badRequest('invalid_url', `${field}: '${value}' is not an absolute ${httpsOnly ? 'https' : 'http or https'} address`, field)
  }
}

export interface AddressInput {
  street: string
  city: string
  postalCode: string
  province: string | null
  country: string
}

/** An address: in Italy a five-digit CAP and a province code of the list; elsewhere free text. */
export function checkAddress(a: AddressInput, prefix = ''): void {
  checkEveryField(
    () => checkText(a.street, `${prefix}street`),
    () => checkText(a.city, `${prefix}city`),
    () => checkText(a.postalCode, `${prefix}postalCode`),
    () => {
      if (!isCountryCode(a.country)) {
        throw badRequest('invalid_country', `${prefix}country: '${a.country}' is not an ISO 3166-1 country code`, `${prefix}country`)
      }
    },
    () => {
      if (a.country === 'it' && a.postalCode.trim() !== '' && !isValidItalianPostalCode(a.postalCode)) {
        throw badRequest('invalid_postal_code', `${prefix}postalCode: '${a.postalCode}' is not an Italian postal code (five digits)`, `${prefix}postalCode`)
      }
    },
    () => {
      if (a.country === 'it' && (a.province === null || !isProvinceCode(a.province))) {
        throw badRequest('invalid_province', `${prefix}province: '${a.province ?? ''}' is not an Italian province code`, `${prefix}province`)
      } else if (a.country !== 'it' && a.province !== null) {
        checkText(a.province, `${prefix}province`)
      }
    },
  )
}
