/**
 * The registrar contact form as typed, and the request it sends. Everything the app can tell is
 * said on its field before sending, every field at once: blank required fields, and the formats of
 * the contract's schema and the service's e-mail rule (`checkContactForm`). What only the API can
 * judge comes back on its field (`useApiFieldErrors`).
 */
import { contactsCreate, type RegistrarContact, type RegistrarContactRequest } from '@contract/registrar'
import { addApiRefusals } from './schema-refusals'

export interface ContactForm {
  role: string
  firstName: string
  lastName: string
  email: string
  phone: string
  mobile: string
  language: string
}

export type ContactField = keyof ContactForm

/** The fields in the order the form shows them (the first one at fault gets the focus). */
export const CONTACT_FIELDS: readonly ContactField[] = ['role', 'language', 'firstName', 'lastName', 'email', 'phone', 'mobile']

export const emptyContactForm = (): ContactForm => ({ role: '', firstName: '', lastName: '', email: '', phone: '', mobile: '', language: 'it' })

export const contactFormOf = (c: RegistrarContact): ContactForm => ({
  role: c.role,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  mobile: c.mobile ?? '',
  language: c.language,
})

/** What the API receives: text as typed but for the spaces around it; no mobile is `null`. */
export function contactRequest(form: ContactForm): RegistrarContactRequest {
  const mobile = form.mobile.trim()
  return {
    role: form.role as RegistrarContactRequest['role'],
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    mobile: mobile === '' ? null : mobile,
    language: form.language as RegistrarContactRequest['language'],
  }
}

/** The required fields left empty (only spaces count as empty). */
export function missingContactFields(form: ContactForm): ContactField[] {
  return CONTACT_FIELDS.filter((f) => f !== 'mobile' && form[f].trim() === '')
}

/**
 * A field's problem found before sending: required and left empty, or the code the API would refuse
 * its value with, said as the API's refusal is (`errors.<code>`).
 */
export type ContactProblem = { key: 'required' } | { code: string }

/** Every problem the app can tell before sending, by field (create and update take the same body). */
export function checkContactForm(form: ContactForm): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {}
  for (const f of missingContactFields(form)) problems[f] = { key: 'required' }
  addApiRefusals(problems, CONTACT_FIELDS, contactsCreate.body, contactRequest(form), contactFieldOf)
  return problems
}

/** The API's field name (`email`, or a nested path) → the form's field, if it is one. */
export function contactFieldOf(apiField: string): ContactField | undefined {
  const head = apiField.split('.')[0] ?? ''
  return (CONTACT_FIELDS as readonly string[]).includes(head) ? (head as ContactField) : undefined
}

/** `Mario Rossi`: how a contact is named in titles, messages and the confirmation. */
export const contactName = (c: { firstName: string; lastName: string }): string => `${c.firstName} ${c.lastName}`.trim()
