import type { RegistrarContact } from '@contract/registrar'

/** One registrar contact as the API answers it. */
export const contact: RegistrarContact = {
  id: 7,
  role: 'technical',
  firstName: 'Anna',
  lastName: 'Bianchi',
  email: 'anna.bianchi@example.it',
  phone: '+39.0612345678',
  mobile: null,
  language: 'en',
  created: '2026-01-02T10:00:00+01:00',
  lastupdate: '2026-01-02T10:00:00+01:00',
}
