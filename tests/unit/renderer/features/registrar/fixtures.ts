import type { PublicInfo, RegistrarContact } from '@contract/registrar'

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

/** The registrar's public information as the API answers it. */
export const publicInfo: PublicInfo = {
  displayName: 'Demo Registrar',
  website: null,
  email: 'info@example.it',
  phone: '+39.0612345678',
  description: null,
  languages: ['it', 'en'],
  lastupdate: '2026-01-02T10:00:00+01:00',
}
