import type { Headquarter } from '@contract/customer'

/** The headquarter form as typed: the province and the country hold codes (or what was typed). */
export interface HeadquarterForm {
  street: string
  city: string
  postalCode: string
  province: string
  country: string
  phone: string
  fax: string
}

export const HEADQUARTER_FIELDS = ['street', 'city', 'postalCode', 'province', 'country', 'phone', 'fax'] as const

export const headquarterFormOf = (h: Headquarter): HeadquarterForm => ({
  street: h.street,
  city: h.city,
  postalCode: h.postalCode,
  province: h.province ?? '',
  country: h.country,
  phone: h.phone,
  fax: h.fax ?? '',
})

/**
 * The request: texts trimmed, an empty fax or province as none, the country code in lower case and
 * an Italian province code in upper case (the pickers already turned a picked name into its code).
 */
export function headquarterRequest(form: HeadquarterForm): Headquarter {
  const country = form.country.trim().toLowerCase()
  const province = country === 'it' ? form.province.trim().toUpperCase() : form.province.trim()
  const fax = form.fax.trim()
  return {
    street: form.street.trim(),
    city: form.city.trim(),
    postalCode: form.postalCode.trim(),
    province: province === '' ? null : province,
    country,
    phone: form.phone.trim(),
    fax: fax === '' ? null : fax,
  }
}

/** The API's field name → the form's (the same names; anything else is not on the form). */
export const headquarterFieldOf = (apiField: string): keyof HeadquarterForm | undefined =>
  (HEADQUARTER_FIELDS as readonly string[]).includes(apiField) ? (apiField as keyof HeadquarterForm) : undefined
